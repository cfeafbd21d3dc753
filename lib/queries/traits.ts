import 'server-only';
import { traitSchema, type Trait } from '@/lib/content';
import { getEffectNames } from './effects';
import { by, type ListData, type ListDeclaration } from './list';
import { listModel } from './list-model';
import type { HoldersContext } from './skills';
import { getCollectionHistory } from './history';
import { readAll } from './read';
import { indexBy } from './relations';

const categories = traitSchema.shape.category.options;

export const traitList: ListDeclaration<Trait> = {
  page: {
    lead: 'Passive traits by category, and the characters who carry them.',
    description:
      'All Lanternfall traits — innate, aura, conditional and awakening — and the characters who have them.',
    columns: 'row-cols-1 row-cols-lg-2',
  },
  kind: 'traits',
  perPage: 21,
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

/** The traits list: every trait, who carries it, and the effect names its text links. */
export async function getTraitList(): Promise<ListData<Trait & { _id: string }, HoldersContext>> {
  const [traits, characters, effectNames, history] = await Promise.all([
    readAll('traits', { sort: { name: 1 } }),
    readAll('characters', { projection: { _id: 1, name: 1, traits: 1 }, sort: { name: 1 } }),
    getEffectNames(),
    getCollectionHistory('traits'),
  ]);
  return {
    items: traits,
    model: listModel(traitList, traits),
    context: {
      holders: Object.fromEntries(indexBy(characters, (c) => c.traits)),
      effectNames,
      history: Object.fromEntries(history),
    },
  };
}
