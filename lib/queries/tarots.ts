import 'server-only';
import { linkedList, type RelatedContext } from './linked-list';
import { statLabels, statNames, type Tarot } from '@/lib/content';
import { by, type ListData, type ListDeclaration } from './list';
import { readAll } from './read';

export const tarotList: ListDeclaration<Tarot> = {
  page: {
    lead: 'Major Arcana cards: stat bonuses, upright and reversed effects.',
    description: 'The 22 Lanternfall tarot cards with stat bonuses and upright and reversed effects.',
    columns: 'row-cols-1 row-cols-lg-2',
  },
  kind: 'tarots',
  // Cut at perPage entries or pageWeight bytes of them, whichever comes first: the heaviest English
  // page fits, and a language with longer texts gets fewer entries a page within the HTML budget.
  perPage: 18,
  pageWeight: 16_500,
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

/** The tarot list, the effect names their text links, the characters whose builds use each, and histories. */
export function getTarotList(): Promise<ListData<Tarot & { _id: string }, RelatedContext>> {
  return linkedList(tarotList, readAll('tarots', { sort: { arcana: 1 } }), (c) =>
    c.builds.map((b) => b.tarot),
  );
}
