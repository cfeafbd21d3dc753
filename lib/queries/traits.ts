import 'server-only';
import { linkedList, type RelatedContext } from './linked-list';
import { traitSchema, type Trait } from '@/lib/content';
import { by, type ListData, type ListDeclaration } from './list';
import { readAll } from './read';

const categories = traitSchema.shape.category.options;

export const traitList: ListDeclaration<Trait> = {
  page: {
    lead: 'Passive traits by category, and the characters who carry them.',
    description:
      'All Lanternfall traits — innate, aura, conditional and awakening — and the characters who have them.',
    columns: 'row-cols-1 row-cols-lg-2',
  },
  kind: 'traits',
  // Cut at perPage entries or pageWeight bytes of them, whichever comes first: the heaviest English
  // page fits, and a language with longer texts gets fewer entries a page within the HTML budget.
  perPage: 21,
  pageWeight: 9_500,
  label: 'Filter traits',
  noun: ['trait', 'traits'],
  filters: [
    {
      name: 'category',
      label: 'Category',
      options: traitSchema.shape.category.options,
      of: (t) => t.category,
    },
  ],
  sorts: [
    { value: 'name', label: 'Name', compare: by((t) => t.name) },
    // In the schema's order of categories (innate first), then by name.
    { value: 'category', label: 'Category', compare: by((t) => categories.indexOf(t.category)) },
  ],
};

/** The traits list: every trait, who carries it, the effect names its text links, and histories. */
export function getTraitList(): Promise<ListData<Trait & { _id: string }, RelatedContext>> {
  return linkedList(traitList, readAll('traits', { sort: { name: 1 } }), (c) => c.traits);
}
