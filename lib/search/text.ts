import MiniSearch from 'minisearch';
import { MIN_QUERY_LENGTH } from './types';

/**
 * How the search reads text in each script it meets: the content's English, Spanish (accents)
 * and Japanese (kana and kanji, written without spaces). Shared by the index and the query, so
 * both fold a word the same way; English words fold exactly as they always have.
 */

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const HAN = /\p{Script=Han}/u;
// Only marks on Latin letters are accents: on kana they are the voicing marks (が is か + ゛).
const LATIN_MARKS = /(\p{Script=Latin})\p{M}+/gu;
const KATAKANA = /[\u30a1-\u30f6]/g;
const HIRAGANA_OFFSET = 0x60;

/** Whether a word is written in kana or kanji, where spaces do not separate words and typos are not guessed. */
export function isJapanese(word: string): boolean {
  return JAPANESE.test(word);
}

/**
 * A word as searched: NFKC (full-width letters, half-width kana), lower case, Latin accents
 * dropped ("energía" is "energia"), katakana as hiragana (so アシュビー and あしゅびー are one word).
 */
export function foldTerm(term: string): string {
  return term
    .normalize('NFKC')
    .normalize('NFD')
    .replace(LATIN_MARKS, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(KATAKANA, (c) => String.fromCharCode(c.charCodeAt(0) - HIRAGANA_OFFSET));
}

const MAX_SUFFIX = 8;

/**
 * A word as indexed: folded, and for Japanese also each of its suffixes, so that a prefix
 * search for a word inside a name (点灯 in 最後の点灯人, 剣 in 灯芯剣) finds it. Suffixes are
 * capped at MAX_SUFFIX characters: a longer query still finds the name's start, and the cap
 * keeps long titles from adding terms by the square of their length.
 */
export function indexTerms(term: string): string | string[] {
  const folded = foldTerm(term);
  if (!isJapanese(folded)) return folded;
  const chars = [...folded];
  const terms = [folded];
  for (let i = 1; i < chars.length; i++) terms.push(chars.slice(i, i + MAX_SUFFIX).join(''));
  return terms;
}

/** A text's words as MiniSearch splits them (spaces and punctuation). */
export const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/**
 * A name's words as indexed: as split, and for a Japanese name of several words (アウレリア・ヴァンス)
 * also the words run together, as a Japanese reader may type a name without its dot.
 */
export function nameTokens(text: string): string[] {
  const words = tokenize(text);
  if (words.length < 2 || !words.every(isJapanese)) return words;
  return [...words, words.join('')];
}

/** A text's words as searched: split like the index, each folded. */
export function searchWords(text: string): string[] {
  return tokenize(text).map(foldTerm).filter(Boolean);
}

/** Whether a query word is long enough to look up by prefix: two letters, or one kanji. */
export function longEnough(term: string): boolean {
  return term.length >= MIN_QUERY_LENGTH || HAN.test(term);
}

/**
 * Edits (Damerau: a swap counts one) a word may be off by: none for short words, which have too
 * many near neighbours, and none in kana or kanji, where one character is a syllable or a word.
 */
export function typoBudget(term: string): number {
  if (term.length <= 3 || isJapanese(term)) return 0;
  return term.length <= 5 ? 1 : 2;
}

/** How a query word is found inside a document's word without a typo: the whole word, its start, or (Japanese) inside it. */
export function containsWord(word: string, term: string): 'exact' | 'prefix' | undefined {
  if (word === term) return 'exact';
  if (!longEnough(term)) return undefined;
  if (word.startsWith(term)) return 'prefix';
  return isJapanese(term) && word.includes(term) ? 'prefix' : undefined;
}
