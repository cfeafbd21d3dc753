import type { HistoryEntry } from '@/lib/content/history';

/**
 * The names the history is told with in a locale. A history entry keeps the English name its
 * document had, and a tier move names a character by id: the changelog, its recent changes and
 * "Changes for you" show both as the locale's pages name them.
 */
export interface HistoryNames {
  /** Character id → name (a tier list's moves). */
  characters: Readonly<Record<string, string>>;
  /** `<collection>/<id>` → the document's name, for the changelog's documents the locale translates. */
  docs: Readonly<Record<string, string>>;
}

/** A history entry's document, named as the locale names it. */
export function entryName(names: HistoryNames, entry: Pick<HistoryEntry, 'collection' | 'id' | 'name'>) {
  return names.docs[`${entry.collection}/${entry.id}`] ?? entry.name;
}

/** A character named by id in the history (a tier move), as the locale names it. */
export const characterName = (names: HistoryNames) => (id: string) => names.characters[id] ?? id;
