import { z } from 'zod';
import { slug, storeFields } from './common';

/** Player documents: `owner` is set by the server from the verified identity. */
const playerBase = {
  _id: z.string().min(1).max(64).optional(),
  owner: z.string().min(1).max(128).optional(),
  ...storeFields,
};

/** A player's progress on one event: tasks ticked off and shop purchases made. */
export const progressSchema = z.strictObject({
  ...playerBase,
  event: slug,
  tasks: z.array(slug).max(100),
  /** Shop item id → how many bought. */
  purchases: z.record(slug, z.number().int().min(0).max(9999)),
});

/** One owned character: its level, rank and, optionally, the name of the build the player chose. */
export const rosterEntrySchema = z.strictObject({
  character: slug,
  level: z.number().int().min(1).max(60),
  rank: z.number().int().min(1).max(6),
  build: z.string().min(1).max(60).optional(),
});

/** The characters a player owns, each once, with their level, rank and chosen build. */
export const rosterSchema = z.strictObject({
  ...playerBase,
  /** "Changes for you": the newest change's time when the player last marked all as read. */
  lastSeen: z.iso.datetime({ offset: true }).optional(),
  characters: z
    .array(rosterEntrySchema)
    .max(500)
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        if (seen.has(entry.character)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'character'],
            message: `"${entry.character}" is listed twice; a roster holds each character once`,
          });
        }
        seen.add(entry.character);
      });
    }),
});

/** A player's own skill-tree picks for one character. */
export const planSchema = z.strictObject({
  ...playerBase,
  character: slug,
  /** Tier number (as a string key) → chosen option id. */
  picks: z.record(z.string().regex(/^\d+$/), slug),
});

/**
 * A team the player saved: labelled, one of several per mode, `team` the id the browser gave it
 * (so a team keeps its identity across devices). A deleted team stays as a tombstone (`deleted`)
 * so the deletion syncs too: the protocol has no delete, and the side changed last wins.
 */
export const savedTeamSchema = z.strictObject({
  ...playerBase,
  team: z.string().regex(/^[a-z0-9]{8,32}$/, 'must be 8 to 32 lower-case letters and digits'),
  mode: slug,
  label: z.string().trim().min(1).max(40),
  members: z
    .array(slug)
    .max(8)
    .refine((ids) => new Set(ids).size === ids.length, 'a character is in the team twice'),
  deleted: z.boolean().optional(),
});

export type Progress = z.infer<typeof progressSchema>;
export type Roster = z.infer<typeof rosterSchema>;
export type RosterEntry = z.infer<typeof rosterEntrySchema>;
export type Plan = z.infer<typeof planSchema>;
export type SavedTeamDoc = z.infer<typeof savedTeamSchema>;
