import 'server-only';
import { getEffectNames } from './effects';
import { getCollectionHistory } from './history';
import type { EntryContext, ListData, ListDeclaration, Related } from './list';
import { currentLocale } from '@/lib/i18n/current';
import type { SiteLocale } from '@/lib/i18n/locales';
import { listModel } from './list-model';
import { readAll, type ListResult } from './read';
import { indexBy } from './relations';

/** What the characters' documents say about other entries: their skills, traits and builds. */
const characterLinks = {
  projection: { _id: 1, name: 1, skills: 1, traits: 1, builds: 1 },
  sort: { name: 1 },
} as const;
export type CharacterLinks = ListResult<'characters', typeof characterLinks>[number];

/** A list's cards' context: effect names, histories, the characters related to each entry, and the cards' words. */
export interface RelatedContext<W = unknown> extends EntryContext {
  related: Related;
  /** The cards' words in the page's language (lib/i18n/card-words.ts). */
  words: W;
}

/**
 * The data of a list whose entries characters have or use (skills, traits, tarots, engravings):
 * the entries `read` gives, the effect names their texts link, each entry's history, per entry
 * the characters that `ids` relates to it, and the cards' words in the page's language.
 */
export async function linkedList<T extends { _id: string }, W>(
  list: ListDeclaration<T>,
  read: Promise<T[]>,
  ids: (character: CharacterLinks) => readonly string[],
  words: (locale: SiteLocale) => W,
): Promise<ListData<T, RelatedContext<W>>> {
  const [items, characters, effectNames, history, locale] = await Promise.all([
    read,
    readAll('characters', characterLinks),
    getEffectNames(),
    getCollectionHistory(list.kind),
    currentLocale(),
  ]);
  return {
    items,
    model: listModel(list, items, locale),
    context: {
      effectNames,
      history: Object.fromEntries(history),
      related: Object.fromEntries(indexBy(characters, ids)),
      words: words(locale),
    },
  };
}
