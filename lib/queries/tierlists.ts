import 'server-only';
import { gameModes } from '@/lib/content';
import { tierlistUpdated } from '@/lib/content/content-date';
import { characterFilters, getCharacterCards } from './characters';
import { by, listModel, type ListDeclaration } from './list';
import type { CharacterCard } from './characters';
import { getCollectionHistory } from './history';
import { readAll } from './read';

/** The tier list's filters: the character list's class, role and rarity, and the mode tabs. */
export const tierlistFilters: ListDeclaration<CharacterCard> = {
  page: {
    title: 'Tier list',
    icon: 'bar-chart-steps',
    lead: 'Who to build first, per game mode.',
    description:
      'Lanternfall tier list for story, arena and boss modes, with the reason behind every placement.',
    columns: 'row-cols-1 row-cols-lg-2',
  },
  route: '/tierlist',
  label: 'Filter tier list',
  noun: ['character', 'characters'],
  filters: characterFilters.filter((f) => ['class', 'role', 'rarity'].includes(f.name)),
  // Tiers order the table; the one sort only gives the filter model a canonical order.
  sorts: [{ value: 'name', label: 'Name', compare: by((c) => c.name) }],
};

/**
 * Every mode's tier list (in the schema's mode order) with the day its content last changed
 * (`updated`: lib/content/content-date.ts), the characters they place, and the filter model.
 */
export async function getTierlists() {
  const [tierlists, history, characters] = await Promise.all([
    readAll('tierlists', {}),
    getCollectionHistory('tierlists'),
    getCharacterCards(),
  ]);
  const byMode = gameModes.flatMap((mode) =>
    tierlists
      .filter((t) => t.mode === mode)
      .map((t) => ({ ...t, updated: tierlistUpdated(t, history.get(t._id) ?? []) })),
  );
  return {
    tierlists: byMode,
    characters: new Map(characters.map((c) => [c._id, c])),
    model: listModel(tierlistFilters, characters),
  };
}
