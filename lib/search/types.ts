import type { SearchKind } from '@/lib/kinds/registry';
import type { EffectEdge, EffectRelationLists } from '@/lib/content/effect-graph';
import type { InteractionRelation } from '@/lib/content/interactions';
import type { SearchVocabulary } from '@/lib/content/search-vocabulary';

export type { SearchKind };

/** One entry of the search index, as the server builds it and the browser downloads it. */
export interface SearchDoc {
  kind: SearchKind;
  id: string;
  name: string;
  /** Nicknames, surnames, former names, misspellings (the content's `aliases`). */
  aliases: string[];
  /** Other words that find it: a character's title, class and faction, a gear's slot and set… */
  keywords: string;
  /** The short line shown under the name. */
  detail: string;
  /** The name read in kana, in a Japanese index only (the translation's `_reading`). */
  reading?: string;
}

/** The whole index document served at /search-index.json. */
export interface SearchIndex {
  /** Changes whenever any document changes: lets a server reuse an engine built from it. */
  version: string;
  docs: SearchDoc[];
  /** The players' words: synonyms and the words of relation questions (content/search). */
  vocabulary: SearchVocabulary;
}

/** A relation question the search understood: "what removes burn" → removes, burn. */
export interface SearchQuestion {
  effect: string;
  relation: InteractionRelation;
  /** The words left for the ordinary search: the effect's name as typed. */
  rest: string;
}

/**
 * Effect id → its relation lists (the effect graph's, lib/content/effect-graph): the server
 * passes the asked effect's from its summary; the navbar box fetches it from /search-relations/<id>.
 */
export type SearchRelations = Record<string, EffectRelationLists>;

/** The answer to a relation question: the effect, the relation and its list. */
export interface SearchAnswer extends SearchQuestion {
  effectName: string;
  effectHref: string;
  /** What touches the effect that way: each source (linked) and its interaction's figures. */
  entries: EffectEdge[];
}

export interface SearchHit {
  kind: SearchKind;
  id: string;
  name: string;
  detail: string;
  href: string;
  /** The alias the query matched when it did not match the name ("also known as …"). */
  alias?: string;
}

export interface SearchGroup {
  kind: SearchKind;
  label: string;
  hits: SearchHit[];
}

export interface SearchResults {
  /** The query as searched: trimmed, spaces collapsed, cut to the length bound. */
  query: string;
  /** Set when the query is a relation question (its answer needs the relation lists). */
  question?: SearchQuestion;
  /** The question's answer, when the relation lists were given. */
  answer?: SearchAnswer;
  groups: SearchGroup[];
  /** Hits shown, over every group. */
  count: number;
}

/** Longest query searched; the rest is ignored. */
export const MAX_QUERY_LENGTH = 100;
/** Most words searched; each costs a fuzzy walk of the index. */
export const MAX_QUERY_TERMS = 8;
/** Shortest query searched (one letter would match most of the index by prefix). */
export const MIN_QUERY_LENGTH = 2;

/**
 * Whether a query (or a query word) is long enough to look up: two letters, or one kanji, which is
 * a word of its own. Here, with no dependencies, for the navbar's box (first-load script).
 */
export function longEnough(term: string): boolean {
  return term.length >= MIN_QUERY_LENGTH || /\p{Script=Han}/u.test(term);
}
/** Results shown per kind in the navbar (/search shows every match, in the same order). */
export const HITS_PER_KIND = 6;

/** A query made safe to search: trimmed, whitespace collapsed, bounded in length and words. */
export function normalizeQuery(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0] : '';
  return text
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .slice(0, MAX_QUERY_LENGTH)
    .trim()
    .split(/\s+/)
    .slice(0, MAX_QUERY_TERMS)
    .join(' ');
}
