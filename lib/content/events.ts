import { z } from 'zod';
import { entityBase, prose, slug } from './common';

export const eventTypes = ['summon-banner', 'story', 'raid', 'challenge', 'login', 'arena-season'] as const;

export const eventSchema = z.strictObject({
  ...entityBase,
  type: z.enum(eventTypes),
  /** ISO 8601 with an offset, e.g. 2026-11-20T10:00:00+09:00. */
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  /** IANA zone the game announces the times in. */
  timeZone: z.string().min(1).max(64),
  description: prose,
  rewards: z.array(z.strictObject({ item: z.string().min(1).max(80), amount: z.number().int().min(1) })).min(1),
  featured: z.array(slug),
  shop: z.array(
    z.strictObject({
      id: slug,
      item: z.string().min(1).max(80),
      cost: z.number().int().min(0),
      currency: z.string().min(1).max(40),
      limit: z.number().int().min(1),
    }),
  ),
  /** Tasks a player can tick off while it runs. */
  tasks: z.array(z.strictObject({ id: slug, label: z.string().min(1).max(120) })),
});

export type GameEvent = z.infer<typeof eventSchema>;
