import 'server-only';
import { linkedList, type RelatedContext } from './linked-list';
import { statNames, type Tarot } from '@/lib/content';
import { by, type ListData, type ListDeclaration } from './list';
import { readAll } from './read';
import { tarotCardWords } from '@/lib/i18n/card-words';
import type { TarotCardWords } from '@/lib/i18n/words';

export const tarotList: ListDeclaration<Tarot> = {
  page: { columns: 'row-cols-1 row-cols-lg-2' },
  kind: 'tarots',
  // Cut at perPage entries or pageWeight bytes of them, whichever comes first: the heaviest English
  // page fits, and a language with longer texts gets fewer entries a page within the HTML budget.
  perPage: 18,
  pageWeight: 15_000,
  filters: [{ name: 'stat', options: statNames, words: 'stats', of: (t) => Object.keys(t.stats) }],
  sorts: [
    { value: 'arcana', compare: by((t) => t.arcana) },
    { value: 'name', compare: by((t) => t.name) },
  ],
};

/** The tarot list, the effect names their text links, the characters whose builds use each, and histories. */
export function getTarotList(): Promise<ListData<Tarot & { _id: string }, RelatedContext<TarotCardWords>>> {
  return linkedList(
    tarotList,
    readAll('tarots', { sort: { arcana: 1 } }),
    (c) => c.builds.map((b) => b.tarot),
    tarotCardWords,
  );
}
