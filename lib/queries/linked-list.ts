import 'server-only';
import { getEffectNames } from './effects';
import { getCollectionHistory } from './history';
import type { EntryContext, ListData, ListDeclaration, Related } from './list';
import { listModel } from './list-model';
import { readAll, type ListResult } from './read';
import { indexBy } from './relations';

/** What the characters' documents say about other entries: their skills, traits and builds. */
const characterLinks = {
  projection: { _id: 1, name: 1, skills: 1, traits: 1, builds: 1 },
  sort: { name: 1 },
} as const;
export type CharacterLinks = ListResult<'characters', typeof characterLinks>[number];

/** A list's cards' context: effect names, histories, and the characters related to each entry. */
export interface RelatedContext extends EntryContext {
  related: Related;
}

/**
 * The data of a list whose entries characters have or use (skills, traits, tarots, engravings):
 * the entries `read` gives, the effect names their texts link, each entry's history, and per
 * entry the characters that `ids` relates to it.
 */
export async function linkedList<T extends { _id: string }>(
  list: ListDeclaration<T>,
  read: Promise<T[]>,
  ids: (character: CharacterLinks) => readonly string[],
): Promise<ListData<T, RelatedContext>> {
  const [items, characters, effectNames, history] = await Promise.all([
    read,
    readAll('characters', characterLinks),
    getEffectNames(),
    getCollectionHistory(list.kind),
  ]);
  return {
    items,
    model: listModel(list, items),
    context: {
      effectNames,
      history: Object.fromEntries(history),
      related: Object.fromEntries(indexBy(characters, ids)),
    },
  };
}
