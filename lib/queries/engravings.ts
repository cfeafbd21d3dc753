import 'server-only';
import { linkedList, type RelatedContext } from './linked-list';
import { classes, engravingSchema, type Engraving } from '@/lib/content';
import { by, type ListData, type ListDeclaration } from './list';
import { readAll } from './read';

export const engravingList: ListDeclaration<Engraving> = {
  page: {
    lead: 'Engravings by category and by the classes that can socket them.',
    description: 'Lanternfall engravings by category and class, with their effect at every level.',
    columns: 'row-cols-1 row-cols-lg-2',
  },
  kind: 'engravings',
  // Cut at perPage entries or pageWeight bytes of them, whichever comes first: the heaviest English
  // page fits, and a language with longer texts gets fewer entries a page within the HTML budget.
  perPage: 20,
  pageWeight: 13_000,
  label: 'Filter engravings',
  noun: ['engraving', 'engravings'],
  filters: [
    {
      name: 'category',
      label: 'Category',
      options: engravingSchema.shape.category.options,
      of: (e) => e.category,
    },
    // An engraving with no class list can be socketed by everyone, so it matches every class.
    {
      name: 'class',
      label: 'Class',
      options: classes,
      of: (e) => (e.classes.length > 0 ? e.classes : classes),
    },
  ],
  sorts: [
    { value: 'category', label: 'Category', compare: by((e) => e.category) },
    { value: 'name', label: 'Name', compare: by((e) => e.name) },
  ],
};

/** The engravings list, the effect names their text links, the characters whose builds use each, and histories. */
export function getEngravingList(): Promise<ListData<Engraving & { _id: string }, RelatedContext>> {
  return linkedList(engravingList, readAll('engravings', { sort: { category: 1, name: 1 } }), (c) =>
    c.builds.flatMap((b) => b.engravings),
  );
}
