import 'server-only';
import { gameModes } from '@/lib/content';
import { tierlistUpdated } from '@/lib/content/content-date';
import { characterCardFields, characterFilters } from './characters';
import { by, type ListDeclaration } from './list';
import { currentLocale } from '@/lib/i18n/current';
import { listModel } from './list-model';
import type { CharacterCard } from './characters';
import { getEffectNames } from './effects';
import { getCollectionHistory } from './history';
import { readAll } from './read';

/** The tier list's filters: the character list's class, role, rarity and owned-only, and a name search. */
export const tierlistFilters: ListDeclaration<CharacterCard> = {
  page: { columns: 'row-cols-1 row-cols-lg-2' },
  kind: 'tierlists',
  search: 'alias',
  filters: characterFilters.filter((f) => ['class', 'role', 'rarity', 'owned'].includes(f.name)),
  // Tiers order the table; the one sort only gives the filter model a canonical order.
  sorts: [{ value: 'name', compare: by((c) => c.name) }],
};

/**
 * Every mode's tier list (in the schema's mode order) with the day its content last changed
 * (`updated`: lib/content/content-date.ts), the characters they place, the names of the effects
 * their reasons link (in the page's language), and the filter model.
 */
export async function getTierlists() {
  const [tierlists, history, characters, effectNames, locale] = await Promise.all([
    readAll('tierlists', {}),
    getCollectionHistory('tierlists'),
    // Aliases too: the tier list's search finds a character by any name players call it.
    readAll('characters', { projection: { ...characterCardFields, aliases: 1 }, sort: { name: 1 } }),
    getEffectNames(),
    currentLocale(),
  ]);
  const byMode = gameModes.flatMap((mode) =>
    tierlists
      .filter((t) => t.mode === mode)
      .map((t) => ({ ...t, updated: tierlistUpdated(t, history.get(t._id) ?? []) })),
  );
  return {
    tierlists: byMode,
    characters: new Map(characters.map((c) => [c._id, c])),
    effectNames,
    model: listModel(tierlistFilters, characters, locale),
  };
}
