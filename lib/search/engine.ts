import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { effectHref } from '@/lib/content/interaction-label';
import { damerau } from './damerau';
import { parseQuestion, questionWords } from './question';
import {
  containsWord,
  foldTerm,
  indexKey,
  isJapanese,
  longEnough,
  nameTokens,
  nameWords,
  searchWords,
  tokenize,
  typoBudget,
  wordsContaining,
} from './text';
import {
  normalizeQuery,
  type SearchAnswer,
  type SearchDoc,
  type SearchGroup,
  type SearchIndex,
  type SearchKind,
  type SearchRelations,
  type SearchResults,
} from './types';
import { entityHref, searchKindLabel, searchKinds } from '@/lib/kinds/registry';

/**
 * The search itself, shared by the server (/search) and the browser (the navbar box, which loads
 * this module on first focus), so both give the same results in the same order.
 *
 * MiniSearch finds the candidates (prefixes, near spellings, BM25 scores); this module then sorts
 * them into tiers a player expects: the exact name, then names that start with the query, then
 * aliases, then any word or facet (class, role, element… and their synonyms), and last, near
 * spellings (of the whole name before those of a word), kept only when nothing better matched.
 */

// Still importable from here, where it used to be defined.
export { searchWords };

/** Where a result stands; lower is better. */
const tier = { exact: 0, prefix: 1, alias: 2, keyword: 3, typoName: 4, typo: 5 } as const;
type Tier = (typeof tier)[keyof typeof tier];

interface Prepared {
  doc: SearchDoc;
  /** The name's words joined by one space, to compare with the query's; then its kana reading's, if any. */
  names: string[];
  /** The words of the name and of its reading. */
  nameWords: string[];
  aliases: { alias: string; text: string; words: string[] }[];
  keywordWords: string[];
}

/** One query word and the game's words it also stands for (content/search/synonyms.json). */
interface TermGroup {
  term: string;
  synonyms: string[];
}

/** A built index and its query. */
export interface SearchEngine {
  version: string;
  /**
   * Runs a query. `perKind` caps each kind's hits (the navbar's short list); `relations` answers
   * a relation question ("what removes burn") from the effect graph.
   */
  search(query: string, options?: { perKind?: number; relations?: SearchRelations }): SearchResults;
}

/** Builds the engine over an index document (the same one /search-index.json serves). */
export function createEngine(index: SearchIndex): SearchEngine {
  // The index's Japanese words, where a query word is also looked for inside a word.
  const japanese = new Set<string>();
  const mini = new MiniSearch<SearchDoc>({
    idField: 'key',
    fields: ['name', 'aliases', 'keywords'],
    extractField: (doc, field) => {
      if (field === 'key') return `${doc.kind}:${doc.id}`;
      if (field === 'aliases') return doc.aliases.join(' · ');
      if (field === 'name' || field === 'keywords') return doc[field];
      return '';
    },
    tokenize: (text, field) => (field === 'name' ? nameTokens(text) : tokenize(text)),
    processTerm: (term) => {
      const folded = foldTerm(term);
      if (!isJapanese(folded)) return folded;
      japanese.add(folded);
      return indexKey(folded);
    },
    searchOptions: {
      boost: { name: 4, aliases: 3, keywords: 1 },
      tokenize,
      processTerm: (term) => indexKey(foldTerm(term)),
    },
  });
  mini.addAll(index.docs);
  const docs = new Map(index.docs.map((doc) => [`${doc.kind}:${doc.id}`, doc]));
  // Each document's words are worked out the first time it is a candidate, not all at once:
  // the browser builds this engine between the first key press and the first result.
  const prepared = new Map<string, Prepared>();
  const prepare = (key: string): Prepared | undefined => {
    const known = prepared.get(key);
    if (known) return known;
    const doc = docs.get(key);
    if (!doc) return undefined;
    const name = searchWords(doc.name).join(' ');
    const made: Prepared = {
      doc,
      names: doc.reading ? [name, searchWords(doc.reading).join(' ')] : [name],
      nameWords: [...nameWords(doc.name), ...(doc.reading ? nameWords(doc.reading) : [])],
      aliases: doc.aliases.map((alias) => {
        const words = searchWords(alias);
        return { alias, text: words.join(' '), words };
      }),
      keywordWords: searchWords(doc.keywords),
    };
    prepared.set(key, made);
    return made;
  };
  const synonyms = new Map<string, string[]>();
  for (const entry of index.vocabulary.synonyms)
    for (const word of entry.words) synonyms.set(word, [...(synonyms.get(word) ?? []), ...entry.means]);
  const words = questionWords(
    index.vocabulary,
    index.docs.filter((d) => d.kind === 'effects'),
    searchWords,
  );
  const effects = new Map(index.docs.filter((d) => d.kind === 'effects').map((d) => [d.id, d]));

  // A Japanese name's kana reading (灯芯剣, read とうしんけん) is not indexed, which would add a
  // field of words that only kana queries use: a kana query word found in a reading stands for
  // that name's words. The readings are folded on the first query that needs them.
  let readings: { reading: string; doc: SearchDoc }[] | undefined;
  const byReading = (term: string): string[] => {
    readings ??= index.docs.flatMap((doc) =>
      doc.reading ? [{ reading: searchWords(doc.reading).join(''), doc }] : [],
    );
    return readings.filter((r) => r.reading.includes(term)).flatMap((r) => nameWords(r.doc.name));
  };
  /** The index words a query word also finds: Japanese words holding it, names read as it. */
  const alsoSought = (term: string): string[] =>
    isJapanese(term) && longEnough(term)
      ? [...new Set([...wordsContaining(japanese, term), ...byReading(term)])]
      : [];

  return {
    version: index.version,
    search(raw, options = {}) {
      const query = normalizeQuery(raw);
      if (!longEnough(query)) return { query, groups: [], count: 0 };
      const question = parseQuestion(searchWords(query), words);
      const groups = rank(
        mini,
        prepare,
        synonyms,
        alsoSought,
        question ? question.rest : query,
        options.perKind,
      );
      const count = groups.reduce((n, g) => n + g.hits.length, 0);
      if (!question) return { query, groups, count };
      const effect = effects.get(question.effect);
      // No answer until the effect's lists are at hand: an empty one would say "nothing" too soon.
      const lists = options.relations?.[question.effect];
      const answer: SearchAnswer | undefined =
        lists && effect
          ? {
              ...question,
              effectName: effect.name,
              effectHref: effectHref(effect.id),
              entries: lists[question.relation],
            }
          : undefined;
      return { query, question, ...(answer ? { answer } : {}), groups, count };
    },
  };
}

function rank(
  mini: MiniSearch<SearchDoc>,
  prepare: (key: string) => Prepared | undefined,
  synonyms: Map<string, string[]>,
  alsoSought: (term: string) => string[],
  query: string,
  perKind: number | undefined,
): SearchGroup[] {
  const terms: TermGroup[] = searchWords(query).map((term) => ({
    term,
    synonyms: (synonyms.get(term) ?? []).filter((s) => s !== term),
  }));
  if (terms.length === 0) return [];
  // Candidates: every word of the query, or one of its synonyms, found in a document. Near
  // spellings are looked up only when nothing matches as typed, as they would be dropped beside
  // any better match anyway; then by Levenshtein one more than the Damerau budget, so that a
  // swap (two Levenshtein edits) is among them, and `classify` keeps what is within the budget.
  const candidates = (fuzzy: boolean): Query => ({
    combineWith: 'AND',
    queries: terms.map(({ term, synonyms: alternatives }) => ({
      combineWith: 'OR',
      queries: [
        {
          queries: [term],
          prefix: longEnough(term),
          fuzzy: fuzzy && typoBudget(term) > 0 ? typoBudget(term) + 1 : false,
        },
        ...alternatives.map((s) => ({ queries: [s], prefix: false, fuzzy: false })),
        ...alsoSought(term).map((word) => ({ queries: [word], prefix: false, fuzzy: false })),
      ],
    })),
  });
  const classified = (query: Query) => {
    const found: { prepared: Prepared; tier: Tier; result: SearchResult; alias?: string }[] = [];
    for (const result of mini.search(query)) {
      const prepared = prepare(result.id as string);
      const match = prepared && classify(prepared, terms);
      if (match) found.push({ prepared, result, ...match });
    }
    return found;
  };
  const asTyped = classified(candidates(false));
  const ranked = asTyped.length > 0 ? asTyped : classified(candidates(true));
  // Near spellings only when nothing matched better: "tank" must not bring "Capacitor Bank".
  const best = Math.min(...ranked.map((r) => r.tier));
  const kept = ranked
    .filter((r) => r.tier === best || r.tier < tier.typoName)
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        b.result.score - a.result.score ||
        a.prepared.doc.name.localeCompare(b.prepared.doc.name),
    );
  const byKind = new Map<SearchKind, typeof kept>();
  for (const hit of kept) {
    const list = byKind.get(hit.prepared.doc.kind) ?? [];
    if (perKind === undefined || list.length < perKind) list.push(hit);
    byKind.set(hit.prepared.doc.kind, list);
  }
  // Groups in the order of their best hit's tier. Among name matches the closer name leads
  // (Wickblade before Wickblade Sweep); among facet and keyword matches the kinds' order does,
  // characters first, as a class, role or element describes a character before anything else.
  return [...byKind.entries()]
    .sort(
      ([ka, a], [kb, b]) =>
        a[0]!.tier - b[0]!.tier ||
        (a[0]!.tier < tier.keyword ? b[0]!.result.score - a[0]!.result.score : 0) ||
        searchKinds.indexOf(ka) - searchKinds.indexOf(kb),
    )
    .map(([kind, hits]) => ({
      kind,
      label: searchKindLabel(kind),
      hits: hits.map(({ prepared: { doc }, alias }) => ({
        kind,
        id: doc.id,
        name: doc.name,
        detail: doc.detail,
        href: entityHref(kind, doc.id),
        ...(alias ? { alias } : {}),
      })),
    }));
}

type WordMatch = 'exact' | 'prefix' | 'typo';

/** How a query word matches a document's word, if it does. */
function matchWord(term: string, word: string): WordMatch | undefined {
  const found = containsWord(word, term);
  if (found) return found;
  const budget = typoBudget(term);
  if (budget > 0 && damerau(term, word, budget) <= budget) return 'typo';
  return undefined;
}

/** Whether a group matches among some words: directly (exact or prefix), by a synonym, by a near spelling. */
function matchGroup({ term, synonyms }: TermGroup, words: string[]): 'direct' | 'typo' | undefined {
  let typo = false;
  for (const word of words) {
    const m = matchWord(term, word);
    if (m === 'exact' || m === 'prefix' || synonyms.includes(word)) return 'direct';
    if (m === 'typo') typo = true;
  }
  return typo ? 'typo' : undefined;
}

/**
 * A candidate's tier, and the alias to show when it was found by an alias rather than its name;
 * undefined when a word of the query matches none of its words within the Damerau budget.
 */
function classify(p: Prepared, terms: TermGroup[]): { tier: Tier; alias?: string } | undefined {
  const query = terms.map((t) => t.term).join(' ');
  const all = [...p.nameWords, ...p.aliases.flatMap((a) => a.words), ...p.keywordWords];
  const matches = terms.map((t) => matchGroup(t, all));
  if (matches.includes(undefined)) return undefined;
  const byName = terms.every((t) => matchGroup(t, p.nameWords) !== undefined);
  // The alias sharing most of the query's words ("thorne" → Thorne), when the name alone does not match.
  let alias: string | undefined;
  if (!byName) {
    let shared = 0;
    for (const a of p.aliases) {
      const n = terms.filter((t) => matchGroup(t, a.words) !== undefined).length;
      if (n > shared) [alias, shared] = [a.alias, n];
    }
  }
  const withAlias = alias ? { alias } : {};
  // A Japanese name may be typed without the dot between its words (アウレリアヴァンス).
  const compact = isJapanese(query) ? query.replace(/ /g, '') : undefined;
  const names = compact === undefined ? p.names : p.names.map((n) => n.replace(/ /g, ''));
  const asTyped = compact ?? query;
  if (names.includes(asTyped)) return { tier: tier.exact };
  if (names.some((n) => n.startsWith(asTyped))) return { tier: tier.prefix };
  const aliasHit = p.aliases.find((a) => a.text.startsWith(query));
  // A misspelling listed as an alias ("Aurelai") that is also near the name shows no alias.
  if (aliasHit) return { tier: tier.alias, ...(byName ? {} : { alias: aliasHit.alias }) };
  if (matches.every((m) => m === 'direct')) return { tier: tier.keyword, ...withAlias };
  const budget = typoBudget(query);
  if (budget > 0 && damerau(query, p.names[0]!, budget) <= budget) return { tier: tier.typoName };
  return { tier: tier.typo, ...withAlias };
}
