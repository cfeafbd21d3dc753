import 'server-only';
import { classes, engravingSchema, type Engraving } from '@/lib/content';
import { getEffectNames } from './effects';
import { by, type ListData, type ListDeclaration } from './list';
import { listModel } from './list-model';
import { getCollectionHistory } from './history';
import type { UsersContext } from './tarots';
import { readAll } from './read';
import { indexBy } from './relations';

export const engravingList: ListDeclaration<Engraving> = {
  page: {
    lead: 'Engravings by category and by the classes that can socket them.',
    description: 'Lanternfall engravings by category and class, with their effect at every level.',
    columns: 'row-cols-1 row-cols-lg-2',
  },
  kind: 'engravings',
  perPage: 20,
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

/** The engravings list, the effect names their text links, and the characters whose builds use each. */
export async function getEngravingList(): Promise<ListData<Engraving & { _id: string }, UsersContext>> {
  const [engravings, effectNames, characters, history] = await Promise.all([
    readAll('engravings', { sort: { category: 1, name: 1 } }),
    getEffectNames(),
    readAll('characters', { projection: { _id: 1, name: 1, builds: 1 }, sort: { name: 1 } }),
    getCollectionHistory('engravings'),
  ]);
  return {
    items: engravings,
    model: listModel(engravingList, engravings),
    context: {
      effectNames,
      users: Object.fromEntries(indexBy(characters, (c) => c.builds.flatMap((b) => b.engravings))),
      history: Object.fromEntries(history),
    },
  };
}
