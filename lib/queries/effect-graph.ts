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
import { findAll, findByIds } from './read';
import { inLocaleOf, type PageLocale } from './translations';

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

/**
 * Every text of a document that its translation changes, English → the locale's: the two
 * versions have the same shape (a translation replaces strings in place).
 */
function translatedStrings(english: unknown, shown: unknown, into: Map<string, string>): void {
  if (typeof english === 'string' && typeof shown === 'string') {
    if (english !== shown) into.set(english, shown);
  } else if (Array.isArray(english) && Array.isArray(shown)) {
    english.forEach((item, i) => translatedStrings(item, shown[i], into));
  } else if (english && shown && typeof english === 'object' && typeof shown === 'object') {
    for (const [key, value] of Object.entries(english))
      translatedStrings(value, (shown as Record<string, unknown>)[key], into);
  }
}

/**
 * One effect's relations in a page's language (relationsIn), cached with the graph's tags and the
 * translations'.
 */
export async function getEffectRelationsIn(id: string, locale: PageLocale): Promise<EffectRelationLists> {
  'use cache';
  cacheScope([...graphTags, collectionTag('translations')]);
  return relationsIn(locale, await getEffectRelations(id));
}

/**
 * An effect's relations with each source's name and part (a passive, an enemy's skill, a tree
 * option) in the page's language: the graph summary keeps the English ones, so a translated page
 * reads its sources as the locale shows them.
 */
export async function relationsIn(
  locale: PageLocale,
  relations: EffectRelationLists,
): Promise<EffectRelationLists> {
  if (locale === 'en') return relations;
  const edges = Object.values(relations).flat();
  const words = new Map<string, Map<string, string>>();
  await Promise.all(
    effectSourceCollections.map(async (collection) => {
      const ids = [
        ...new Set(edges.filter((e) => e.source.collection === collection).map((e) => e.source.id)),
      ];
      if (ids.length === 0) return;
      const english = await findByIds(collection, ids);
      const shown = await inLocaleOf(locale, collection, english);
      english.forEach((doc, i) => {
        const map = new Map<string, string>();
        translatedStrings(doc, shown[i], map);
        words.set(`${collection}/${doc._id}`, map);
      });
    }),
  );
  const say = (edge: EffectRelationLists[InteractionRelation][number]) => {
    const map = words.get(`${edge.source.collection}/${edge.source.id}`);
    if (!map) return edge;
    const { name, part } = edge.source;
    const { bonus } = edge.interaction;
    return {
      ...edge,
      // The bonus a source gains ("+20% damage") is its own text, translated with it.
      ...(bonus === undefined ? {} : { interaction: { ...edge.interaction, bonus: map.get(bonus) ?? bonus } }),
      source: {
        ...edge.source,
        name: map.get(name) ?? name,
        ...(part === undefined ? {} : { part: map.get(part) ?? part }),
      },
    };
  };
  return Object.fromEntries(
    Object.entries(relations).map(([relation, list]) => [relation, list.map(say)]),
  ) as EffectRelationLists;
}
