import { z } from 'zod';
import { statNames } from './stat-names';

/** One stat's ceiling: the roster's highest value at max level and rank, and the character's name. */
const statCeiling = z.strictObject({ max: z.number(), holder: z.string() });

/**
 * Figures the server derives from a whole collection and keeps beside it, refreshed in the same
 * transaction as every write to that collection: a page that shows them reads one document,
 * however large the collection grows. `characters`: the stat bars' scale.
 */
export const summarySchema = z.strictObject({
  _id: z.literal('characters'),
  /** How many documents the figures were taken from. */
  count: z.number().int().min(0),
  /** Each stat's highest value in the roster at max level and rank (lib/content/stats rosterScale). */
  statScale: z.strictObject(Object.fromEntries(statNames.map((name) => [name, statCeiling])) as {
    [K in (typeof statNames)[number]]: typeof statCeiling;
  }),
  refreshedAt: z.iso.datetime({ offset: true }),
});

export type Summary = z.infer<typeof summarySchema>;
