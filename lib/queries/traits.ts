import 'server-only';
import { linkedList, type RelatedContext } from './linked-list';
import { traitSchema, type Trait } from '@/lib/content';
import { by, type ListData, type ListDeclaration } from './list';
import { readAll } from './read';
import { traitCardWords } from '@/lib/i18n/card-words';
import type { TraitCardWords } from '@/lib/i18n/words';

const categories = traitSchema.shape.category.options;

export const traitList: ListDeclaration<Trait> = {
  page: { columns: 'row-cols-1 row-cols-lg-2' },
  kind: 'traits',
  // Cut at perPage entries or pageWeight bytes of them, whichever comes first: the heaviest English
  // page fits, and a language with longer texts gets fewer entries a page within the HTML budget.
  perPage: 21,
  pageWeight: 9_500,
  filters: [{ name: 'category', options: categories, words: 'traitCategories', of: (t) => t.category }],
  sorts: [
    { value: 'name', compare: by((t) => t.name) },
    // In the schema's order of categories (innate first), then by name.
    { value: 'category', compare: by((t) => categories.indexOf(t.category)) },
  ],
};

/** The traits list: every trait, who carries it, the effect names its text links, and histories. */
export function getTraitList(): Promise<ListData<Trait & { _id: string }, RelatedContext<TraitCardWords>>> {
  return linkedList(traitList, readAll('traits', { sort: { name: 1 } }), (c) => c.traits, traitCardWords);
}
