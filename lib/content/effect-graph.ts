import { z } from 'zod';
import type { InteractionRelation } from './interactions';
import { interactionRelations, interactionSchema, interactionUnits } from './interactions';
import { effectSourceCollections, type EffectSourceCollection } from './effect-sources';

export { effectSourceCollections, type EffectSourceCollection } from './effect-sources';

/** Where an interaction is written: the document, and the part of it (a passive, an enemy skill). */
export const effectSourceSchema = z.strictObject({
  collection: z.enum(effectSourceCollections),
  id: z.string().min(1).max(64),
  /** The document's name. */
  name: z.string().min(1).max(80),
  /** The part's name where the document has several (a gear's passive, an enemy's skill, a tree option). */
  part: z.string().min(1).max(80).optional(),
  href: z.string().min(1).max(200),
});
export type EffectSource = z.infer<typeof effectSourceSchema>;

/** One edge of the graph: a source, and what it does to the effect. */
export const effectEdgeSchema = z.strictObject({ source: effectSourceSchema, interaction: interactionSchema });
export type EffectEdge = z.infer<typeof effectEdgeSchema>;

/** Everything that touches one effect, by relation. */
export const effectRelationListsSchema = z.strictObject(
  Object.fromEntries(interactionRelations.map((r) => [r, z.array(effectEdgeSchema)])) as {
    [R in InteractionRelation]: z.ZodArray<typeof effectEdgeSchema>;
  },
);
export type EffectRelationLists = z.infer<typeof effectRelationListsSchema>;

/** A source document as stored or parsed. */
type SourceDoc = Record<string, unknown> & { _id: string };

/** The page (and anchor) that shows a source. */
export function sourceHref(collection: EffectSourceCollection, id: string): string {
  switch (collection) {
    case 'gears':
      return `/gears/${id}`;
    case 'characters':
      return `/chars/${id}#skill-tree`;
    default:
      return `/${collection}#${id}`;
  }
}

/** An empty relation list per relation. */
export function emptyRelationLists(): EffectRelationLists {
  return {
    applies: [],
    removes: [],
    prevents: [],
    resists: [],
    extends: [],
    spreads: [],
    benefits: [],
  };
}

/**
 * One source document's edges, in the order its parts and entries are written: the same list
 * its badges show and the graph files under each effect.
 */
export function sourceEdges(collection: EffectSourceCollection, doc: SourceDoc): EffectEdge[] {
  const multiPart = collection !== 'skills' && collection !== 'traits' && collection !== 'engravings';
  return interactionUnits(collection, doc).flatMap((unit) => {
    const source: EffectSource = {
      collection,
      id: doc._id,
      name: typeof doc.name === 'string' ? doc.name : doc._id,
      ...(multiPart && unit.label ? { part: unit.label } : {}),
      href: sourceHref(collection, doc._id),
    };
    return unit.interactions.map((interaction) => ({ source, interaction }));
  });
}

/** How many sources each relation list holds. */
export function relationCounts(lists: EffectRelationLists): Record<InteractionRelation, number> {
  return {
    applies: lists.applies.length,
    removes: lists.removes.length,
    prevents: lists.prevents.length,
    resists: lists.resists.length,
    extends: lists.extends.length,
    spreads: lists.spreads.length,
    benefits: lists.benefits.length,
  };
}

/**
 * Every effect's relation lists, derived from the structured interactions of every source document
 * (and of nothing else: prose markers only link). `docs` holds each source collection's documents.
 */
export function buildEffectGraph(
  docs: Partial<Record<EffectSourceCollection, readonly SourceDoc[]>>,
): Record<string, EffectRelationLists> {
  const byEffect: Record<string, EffectRelationLists> = {};
  for (const collection of effectSourceCollections)
    for (const doc of docs[collection] ?? [])
      for (const edge of sourceEdges(collection, doc))
        (byEffect[edge.interaction.effect] ??= emptyRelationLists())[edge.interaction.relation].push(edge);
  return byEffect;
}
