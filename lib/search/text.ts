import MiniSearch from 'minisearch';
import { longEnough } from './types';

/**
 * How the search reads text in each script it meets: the content's English, Spanish (accents)
 * and Japanese (kana and kanji, written without spaces). Shared by the index and the query, so
 * both fold a word the same way; English words fold exactly as they always have.
 */

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
// Only marks on Latin letters are accents: on kana they are the voicing marks (が is か + ゛).
const LATIN_MARKS = /(\p{Script=Latin})\p{M}+/gu;
const KATAKANA = /[\u30a1-\u30f6]/;
const ASCII = /^[\x00-\x7f]*$/;
// ASCII and the Latin-1 letters (á, ñ, ü…), which NFKC leaves as they are and NFD splits into a letter and accents.
const LATIN_1 = /^[\x00-\x7f\u00c0-\u00ff]*$/;
const ACCENTS = /[\u0300-\u036f]/g;
// Kana (full width, without the spacing voicing marks), 々 and the common kanji: NFKC leaves them as they are.
const PLAIN_JAPANESE = /^[\u3005\u3041-\u3096\u30a1-\u30fa\u30fc\u4e00-\u9fff]+$/;
// Letters that may carry an accent (Latin-1 to Latin Extended Additional) or a mark left alone.
const ACCENTED = /[\u00c0-\u024f\u1e00-\u1eff\p{M}]/u;
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
  // Most words are plain ASCII, which only needs lower case: the index folds every word it holds.
  if (ASCII.test(term)) return term.toLowerCase();
  if (LATIN_1.test(term)) return term.normalize('NFD').replace(ACCENTS, '').toLowerCase();
  if (PLAIN_JAPANESE.test(term)) return hiragana(term);
  let text = term.normalize('NFKC');
  if (ACCENTED.test(text)) text = text.normalize('NFD').replace(LATIN_MARKS, '$1').normalize('NFC');
  return hiragana(text.toLowerCase());
}

function hiragana(text: string): string {
  if (!KATAKANA.test(text)) return text;
  const codes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    codes.push(c >= 0x30a1 && c <= 0x30f6 ? c - HIRAGANA_OFFSET : c);
  }
  return String.fromCharCode(...codes);
}

/**
 * A folded word as MiniSearch keys it. MiniSearch keeps its words in a tree whose nodes list
 * their children, and finds a child by reading that list: English words start with one of a few
 * dozen letters, Japanese ones with any of thousands of kana and kanji, which made building a
 * Japanese index several times slower. So a Japanese word's first character is spelled as four
 * hexadecimal digits written in private-use characters (no text has them), sixteen branches each.
 * Prefixes stay prefixes: 灯 is a prefix of 灯芯剣 in this spelling too.
 */
export function indexKey(word: string): string {
  const code = word.charCodeAt(0);
  // Words starting with kana or a kanji of the main blocks; the rare kanji beyond stay as they are.
  if (code < 0x3040 || code > 0x9fff) return word;
  return (
    String.fromCharCode(
      PRIVATE_USE + (code >> 12),
      PRIVATE_USE + ((code >> 8) & 15),
      PRIVATE_USE + ((code >> 4) & 15),
      PRIVATE_USE + (code & 15),
    ) + word.slice(1)
  );
}

const PRIVATE_USE = 0xe000;

/**
 * The indexed Japanese words that hold a query word inside them, not at their start (点灯 in
 * 最後の点灯人, 剣 in 灯芯剣): Japanese has no spaces, so a word of a name is found inside it.
 * Looked up in the index's Japanese words when a query asks, rather than indexing every suffix
 * of every word, which would make building the index several times slower.
 */
export function wordsContaining(vocabulary: Iterable<string>, term: string): string[] {
  if (!isJapanese(term) || !longEnough(term)) return [];
  const found: string[] = [];
  for (const word of vocabulary)
    if (word.length > term.length && !word.startsWith(term) && word.includes(term)) found.push(word);
  return found;
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

/** A name's words as matched: folded, and run together too in Japanese (see nameTokens). */
export function nameWords(text: string): string[] {
  return nameTokens(text).map(foldTerm).filter(Boolean);
}

/** A text's words as searched: split like the index, each folded. */
export function searchWords(text: string): string[] {
  return tokenize(text).map(foldTerm).filter(Boolean);
}

export { longEnough };

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
