import { z } from 'zod';
import { freshness, prose, slug } from './common';
import { tiers } from './tierlists';

/** A tier-list move in a patch: where the character stood before it, and the reason given then. */
const tierMove = z.strictObject({
  character: slug,
  from: z.enum(tiers),
  reason: z.string().min(1).max(300),
});

/**
 * One document's change in a patch, written backwards from the current content: the values its
 * fields had before the patch (dotted paths), and for a tier list the placements it had.
 */
const patchChange = z
  .strictObject({
    collection: z.string().min(1).max(40),
    id: slug,
    /** Why it changed, as the changelog shows it. */
    note: z.string().min(1).max(400),
    before: z.record(z.string().min(1).max(200), z.unknown()).optional(),
    moves: z.array(tierMove).min(1).optional(),
  })
  .refine((c) => c.before !== undefined || c.moves !== undefined, {
    message: 'a change needs "before" values or tier "moves"',
  });

/**
 * A game patch in `content/patches/<version>.json`: the sample game's history. The import
 * replays the patches oldest first on a fresh store, so each change is a real write with its
 * history entry, and the last state of every document is its content file.
 */
export const patchSchema = z.strictObject({
  version: freshness.shape.version,
  date: z.iso.date(),
  title: z.string().min(1).max(80),
  summary: prose,
  changes: z.array(patchChange).min(1),
});

export type Patch = z.infer<typeof patchSchema>;
export type PatchChange = Patch['changes'][number];
export type TierMove = z.infer<typeof tierMove>;

// Without zod, for the browser: lib/player/changes-for-you.ts orders versions too.
export { compareVersions } from './version';
