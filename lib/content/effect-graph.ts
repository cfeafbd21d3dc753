import type { Interaction, InteractionRelation } from './interactions';
import { interactionRelations, interactionUnits } from './interactions';

/** The kinds of thing that can touch an effect, as a player would name them. */
export const effectSourceKinds = {
  skills: 'skill',
  traits: 'trait',
  gears: 'gear',
  tarots: 'tarot',
  engravings: 'engraving',
  enemies: 'enemy',
  characters: 'skill-tree option',
} as const;
export type EffectSourceCollection = keyof typeof effectSourceKinds;

/** Where an interaction is written: the document, and the part of it (a passive, an enemy skill). */
export interface EffectSource {
  collection: EffectSourceCollection;
  id: string;
  /** The document's name. */
  name: string;
  /** The part's name where the document has several (a gear's passive, an enemy's skill, a tree option). */
  part?: string;
  href: string;
}

/** One edge of the graph: a source, and what it does to the effect. */
export interface EffectEdge {
  source: EffectSource;
  interaction: Interaction;
}

/** Everything that touches one effect, by relation. */
export type EffectRelationLists = Record<InteractionRelation, EffectEdge[]>;

/** The effect graph both ways: per effect, by relation; per source document, its edges. */
export interface EffectGraph {
  byEffect: Record<string, EffectRelationLists>;
  bySource: Record<string, EffectEdge[]>;
}

type SourceDoc = Record<string, unknown> & { _id: string; name: string };

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

/** Key of a source document in `bySource`. */
export function sourceKey(collection: EffectSourceCollection, id: string): string {
  return `${collection}:${id}`;
}

/** An empty relation list per relation. */
export function emptyRelationLists(): EffectRelationLists {
  return Object.fromEntries(interactionRelations.map((r) => [r, []])) as unknown as EffectRelationLists;
}

/**
 * Derives the effect graph from the structured interactions of every source document (and of
 * nothing else: prose markers only link). `docs` holds each source collection's documents.
 */
export function buildEffectGraph(docs: Partial<Record<EffectSourceCollection, SourceDoc[]>>): EffectGraph {
  const graph: EffectGraph = { byEffect: {}, bySource: {} };
  for (const collection of Object.keys(effectSourceKinds) as EffectSourceCollection[]) {
    for (const doc of docs[collection] ?? []) {
      const units = interactionUnits(collection, doc);
      const multiPart = collection === 'gears' || collection === 'tarots' || collection === 'enemies' || collection === 'characters';
      for (const unit of units) {
        const source: EffectSource = {
          collection,
          id: doc._id,
          name: doc.name,
          ...(multiPart && unit.label ? { part: unit.label } : {}),
          href: sourceHref(collection, doc._id),
        };
        for (const interaction of unit.interactions) {
          const edge = { source, interaction };
          (graph.byEffect[interaction.effect] ??= emptyRelationLists())[interaction.relation].push(edge);
          (graph.bySource[sourceKey(collection, doc._id)] ??= []).push(edge);
        }
      }
    }
  }
  return graph;
}
