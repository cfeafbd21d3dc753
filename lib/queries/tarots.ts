import 'server-only';
import { statLabels, statNames, type Tarot } from '@/lib/content';
import { getEffectNames } from './effects';
import { by, listModel, type ListDeclaration } from './list';
import { readAll } from './read';

export const tarotList: ListDeclaration<Tarot> = {
  page: {
    title: 'Tarots',
    icon: 'suit-spade',
    lead: 'Major Arcana cards: stat bonuses, upright and reversed effects.',
    description: 'The 22 Lanternfall tarot cards with stat bonuses and upright and reversed effects.',
    columns: 'row-cols-1 row-cols-lg-2',
  },
  route: '/tarots',
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

/** The tarot list and the effect names their text links. */
export async function getTarotList() {
  const [tarots, effectNames] = await Promise.all([
    readAll('tarots', { sort: { arcana: 1 } }),
    getEffectNames(),
  ]);
  return { tarots, model: listModel(tarotList, tarots), effectNames };
}
