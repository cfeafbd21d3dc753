import MiniSearch, { type SearchResult } from 'minisearch';
import {
  entityHref,
  HITS_PER_KIND,
  MIN_QUERY_LENGTH,
  normalizeQuery,
  searchKindLabels,
  searchKinds,
  type SearchDoc,
  type SearchGroup,
  type SearchIndex,
  type SearchKind,
  type SearchResults,
} from './types';

/**
 * The search itself, shared by the server (/search) and the browser (the navbar box, which loads
 * this module on first focus), so both give the same results for the same query.
 */

/** Lower case, accents dropped, so "Aurélia" and "aurelia" are one word. */
function processTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Edits allowed per word: none for short words (too many near neighbours), two from six letters. */
function fuzziness(term: string): number {
  if (term.length <= 3) return 0;
  return term.length <= 5 ? 1 : 2;
}

/** A built index and its query. */
export interface SearchEngine {
  version: string;
  search(query: string): SearchResults;
}

/** Builds the engine over an index document (the same one /search-index.json serves). */
export function createEngine(index: SearchIndex): SearchEngine {
  const mini = new MiniSearch<SearchDoc>({
    idField: 'key',
    fields: ['name', 'aliases', 'keywords'],
    extractField: (doc, field) => {
      if (field === 'key') return `${doc.kind}:${doc.id}`;
      if (field === 'aliases') return doc.aliases.join(' · ');
      return (doc as unknown as Record<string, string>)[field] ?? '';
    },
    processTerm,
    searchOptions: {
      boost: { name: 4, aliases: 3, keywords: 1 },
      prefix: (term) => term.length >= MIN_QUERY_LENGTH,
      fuzzy: fuzziness,
      maxFuzzy: 2,
      combineWith: 'AND',
    },
  });
  mini.addAll(index.docs);
  const byKey = new Map(index.docs.map((doc) => [`${doc.kind}:${doc.id}`, doc]));
  return { version: index.version, search: (query) => run(mini, byKey, query) };
}

function run(mini: MiniSearch<SearchDoc>, byKey: Map<string, SearchDoc>, raw: string): SearchResults {
  const query = normalizeQuery(raw);
  if (query.length < MIN_QUERY_LENGTH) return { query, groups: [], count: 0 };
  const byName = new Set(mini.search(query, { fields: ['name'] }).map((r) => r.id as string));
  const byKind = new Map<SearchKind, { doc: SearchDoc; result: SearchResult }[]>();
  for (const result of mini.search(query)) {
    const doc = byKey.get(result.id as string);
    if (!doc) continue;
    const list = byKind.get(doc.kind) ?? [];
    if (list.length < HITS_PER_KIND) list.push({ doc, result });
    byKind.set(doc.kind, list);
  }
  // Groups in the order of their best hit (results come best first); ties keep the kinds' order.
  const groups: SearchGroup[] = [...byKind.entries()]
    .sort(
      ([ka, a], [kb, b]) =>
        b[0]!.result.score - a[0]!.result.score || searchKinds.indexOf(ka) - searchKinds.indexOf(kb),
    )
    .map(([kind, hits]) => ({
      kind,
      label: searchKindLabels[kind],
      hits: hits.map(({ doc, result }) => ({
        kind,
        id: doc.id,
        name: doc.name,
        detail: doc.detail,
        href: entityHref(kind, doc.id),
        alias: matchedAlias(doc, result, byName),
      })),
    }));
  return { query, groups, count: groups.reduce((n, g) => n + g.hits.length, 0) };
}

/**
 * The alias a result was found by: when the query does not match the name on its own ("thorne"
 * for Ashby), the alias sharing most words with the match ("Thorne"). A misspelling close enough
 * to the name ("aurelai") matches the name too and shows no alias.
 */
function matchedAlias(doc: SearchDoc, result: SearchResult, byName: Set<string>): string | undefined {
  if (byName.has(result.id as string)) return undefined;
  const terms = Object.entries(result.match)
    .filter(([, fields]) => fields.includes('aliases'))
    .map(([term]) => term);
  let best: { alias: string; shared: number } | undefined;
  for (const alias of doc.aliases) {
    const words = alias.split(/[\s\p{P}]+/u).map(processTerm);
    const shared = terms.filter((term) => words.includes(term)).length;
    if (shared > (best?.shared ?? 0)) best = { alias, shared };
  }
  return best?.alias;
}
