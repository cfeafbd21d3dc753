import 'server-only';
import { linkedList, type RelatedContext } from './linked-list';
import { classes, engravingSchema, type Engraving } from '@/lib/content';
import { by, type ListData, type ListDeclaration } from './list';
import { readAll } from './read';
import { engravingCardWords } from '@/lib/i18n/card-words';
import type { EngravingCardWords } from '@/lib/i18n/words';

export const engravingList: ListDeclaration<Engraving> = {
  page: { columns: 'row-cols-1 row-cols-lg-2' },
  kind: 'engravings',
  // Cut at perPage entries or pageWeight bytes of them, whichever comes first: the heaviest English
  // page fits, and a language with longer texts gets fewer entries a page within the HTML budget.
  perPage: 20,
  pageWeight: 13_000,
  filters: [
    {
      name: 'category',
      options: engravingSchema.shape.category.options,
      words: 'engravingCategories',
      of: (e) => e.category,
    },
    // An engraving with no class list can be socketed by everyone, so it matches every class.
    {
      name: 'class',
      options: classes,
      words: 'classes',
      of: (e) => (e.classes.length > 0 ? e.classes : classes),
    },
  ],
  sorts: [
    { value: 'category', compare: by((e) => e.category) },
    { value: 'name', compare: by((e) => e.name) },
  ],
};

/** The engravings list, the effect names their text links, the characters whose builds use each, and histories. */
export function getEngravingList(): Promise<
  ListData<Engraving & { _id: string }, RelatedContext<EngravingCardWords>>
> {
  return linkedList(
    engravingList,
    readAll('engravings', { sort: { category: 1, name: 1 } }),
    (c) => c.builds.flatMap((b) => b.engravings),
    engravingCardWords,
  );
}
