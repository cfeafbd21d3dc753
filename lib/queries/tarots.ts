import 'server-only';
import { statLabels, statNames, type Tarot } from '@/lib/content';
import { getEffectNames } from './effects';
import { by, type EntryContext, type ListData, type ListDeclaration, type Related } from './list';
import { listModel } from './list-model';
import { getCollectionHistory } from './history';
import { readAll } from './read';
import { indexBy } from './relations';

export const tarotList: ListDeclaration<Tarot> = {
  page: {
    lead: 'Major Arcana cards: stat bonuses, upright and reversed effects.',
    description: 'The 22 Lanternfall tarot cards with stat bonuses and upright and reversed effects.',
    columns: 'row-cols-1 row-cols-lg-2',
  },
  kind: 'tarots',
  // Each entry carries both sides' texts and interaction badges: 20 would not fit the 150 KB HTML budget.
  perPage: 18,
  label: 'Filter tarots',
  noun: ['tarot', 'tarots'],
  filters: [
    {
      name: 'stat',
      label: 'Stat bonus',
      options: statNames.map((s) => ({ value: s, label: statLabels[s] })),
      of: (t) => Object.keys(t.stats),
    },
  ],
  sorts: [
    { value: 'arcana', label: 'Arcana number', compare: by((t) => t.arcana) },
    { value: 'name', label: 'Name', compare: by((t) => t.name) },
  ],
};

/** The tarot list, the effect names their text links, and the characters whose builds use each. */
/** Tarots and engravings: the characters whose builds use each. */
export interface UsersContext extends EntryContext {
  users: Related;
}

export async function getTarotList(): Promise<ListData<Tarot & { _id: string }, UsersContext>> {
  const [tarots, effectNames, characters, history] = await Promise.all([
    readAll('tarots', { sort: { arcana: 1 } }),
    getEffectNames(),
    readAll('characters', { projection: { _id: 1, name: 1, builds: 1 }, sort: { name: 1 } }),
    getCollectionHistory('tarots'),
  ]);
  return {
    items: tarots,
    model: listModel(tarotList, tarots),
    context: {
      effectNames,
      users: Object.fromEntries(indexBy(characters, (c) => c.builds.map((b) => b.tarot))),
      history: Object.fromEntries(history),
    },
  };
}
