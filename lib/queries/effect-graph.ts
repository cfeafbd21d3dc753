import 'server-only';
import {
  buildEffectGraph,
  effectSourceCollections,
  emptyRelationLists,
  relationCounts,
  type EffectRelationLists,
  type InteractionRelation,
} from '@/lib/content';
import { collectionTag, find } from '@/lib/data';
import { cacheScope } from './cache';
import { findAll } from './read';

/** The summaries of the graph change with a write to any collection that can touch an effect. */
const graphTags = effectSourceCollections.map(collectionTag);

/** How many sources each relation list of an effect holds. */
export type RelationCounts = Record<InteractionRelation, number>;

/**
 * The whole graph taken from the source collections here: for a store written before the graph
 * summary existed (the server takes it again with the next write to any of them).
 */
async function deriveGraph(): Promise<Record<string, EffectRelationLists>> {
  const docs = await Promise.all(effectSourceCollections.map((c) => findAll(c, {})));
  return buildEffectGraph(Object.fromEntries(effectSourceCollections.map((c, i) => [c, docs[i]!])));
}

/**
 * Everything that applies, removes, prevents, resists, extends, spreads or benefits from one
 * effect: one summary read (`effect-graph:<id>`), which the server keeps with every content write.
 */
export async function getEffectRelations(id: string): Promise<EffectRelationLists> {
  'use cache';
  cacheScope(graphTags);
  const summaries = await find('summaries', {
    filter: { _id: { $in: ['effect-graph', `effect-graph:${id}`] } },
    limit: 2,
  });
  for (const s of summaries) if ('relations' in s) return s.relations;
  // The graph is summarised and nothing touches this effect.
  if (summaries.length > 0) return emptyRelationLists();
  return (await deriveGraph())[id] ?? emptyRelationLists();
}

/** Effect id → how many sources each relation lists, for the effects list. */
export async function getEffectRelationCounts(): Promise<Record<string, RelationCounts>> {
  'use cache';
  cacheScope(graphTags);
  const [summary] = await find('summaries', { filter: { _id: 'effect-graph' }, limit: 1 });
  if (summary && 'counts' in summary) return summary.counts;
  const graph = await deriveGraph();
  return Object.fromEntries(Object.entries(graph).map(([id, lists]) => [id, relationCounts(lists)]));
}
