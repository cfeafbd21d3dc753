import { z } from 'zod';
import { effectRelationListsSchema } from './effect-graph';
import { effectSchema } from './effects';
import { interactionRelations } from './interactions';
import { statNames } from './stat-names';
import { heldTierPlacement, tierMovement } from './tier-summary';

/**
 * One stat's ceiling: the roster's highest value at max level and rank, and the character's name
 * and id (a summary taken before it kept the id has none).
 */
const statCeiling = z.strictObject({
  max: z.number(),
  holder: z.string(),
  holderId: z.string().max(64).optional(),
});

const refreshedAt = z.iso.datetime({ offset: true });

/** `characters`: the stat bars' scale, each stat's highest value in the roster at max level and rank. */
export const characterSummarySchema = z.strictObject({
  _id: z.literal('characters'),
  /** How many documents the figures were taken from. */
  count: z.number().int().min(0),
  /** Each stat's highest value in the roster at max level and rank (lib/content/stats rosterScale). */
  statScale: z.strictObject(Object.fromEntries(statNames.map((name) => [name, statCeiling])) as {
    [K in (typeof statNames)[number]]: typeof statCeiling;
  }),
  refreshedAt,
});

/** `tierlists`: says the tier lists are summarised per character, and from how many lists. */
export const tierlistSummarySchema = z.strictObject({
  _id: z.literal('tierlists'),
  count: z.number().int().min(0),
  refreshedAt,
});

/**
 * `tierlists:<character>`: one character's placements in every mode's tier list and its moves
 * between tiers, taken from the lists and their history; a character in no list has none.
 */
export const characterTiersSummarySchema = z.strictObject({
  _id: z.templateLiteral(['tierlists:', z.string().min(1).max(64)]),
  character: z.string().min(1).max(64),
  placements: z.array(heldTierPlacement),
  moves: z.array(tierMovement),
  refreshedAt,
});

/**
 * `effects`: every status effect's name and type by id, so a page that mentions a few (a
 * character's skills and texts) reads them with its other summaries instead of after them.
 */
export const effectSummarySchema = z.strictObject({
  _id: z.literal('effects'),
  count: z.number().int().min(0),
  names: z.record(z.string().min(1).max(64), z.strictObject({ name: z.string(), type: effectSchema.shape.type })),
  refreshedAt,
});

/**
 * `effect-graph`: how many sources touch each effect, by relation, so the effects list shows it
 * without every edge.
 */
export const effectGraphSummarySchema = z.strictObject({
  _id: z.literal('effect-graph'),
  /** Edges in the graph. */
  count: z.number().int().min(0),
  counts: z.record(
    z.string().min(1).max(64),
    z.strictObject(
      Object.fromEntries(interactionRelations.map((r) => [r, z.number().int().min(0)])) as {
        [R in (typeof interactionRelations)[number]]: z.ZodNumber;
      },
    ),
  ),
  refreshedAt,
});

/**
 * `effect-graph:<effect>`: everything that applies, removes, prevents, resists, extends, spreads or
 * benefits from one effect, taken from the structured interactions of every source collection, so
 * the effect's page reads one document.
 */
export const effectRelationsSummarySchema = z.strictObject({
  _id: z.templateLiteral(['effect-graph:', z.string().min(1).max(64)]),
  effect: z.string().min(1).max(64),
  relations: effectRelationListsSchema,
  refreshedAt,
});

/**
 * Figures the server derives from a whole collection and keeps beside it, refreshed in the same
 * transaction as every write to the collections they are taken from: a page that shows them reads a document or two,
 * however large the collection (or its history) grows.
 */
export const summarySchema = z.union([
  characterSummarySchema,
  tierlistSummarySchema,
  characterTiersSummarySchema,
  effectSummarySchema,
  effectGraphSummarySchema,
  effectRelationsSummarySchema,
]);

export type Summary = z.infer<typeof summarySchema>;
export type CharacterSummary = z.infer<typeof characterSummarySchema>;
export type CharacterTiersSummary = z.infer<typeof characterTiersSummarySchema>;
export type EffectSummary = z.infer<typeof effectSummarySchema>;
export type EffectGraphSummary = z.infer<typeof effectGraphSummarySchema>;
export type EffectRelationsSummary = z.infer<typeof effectRelationsSummarySchema>;
