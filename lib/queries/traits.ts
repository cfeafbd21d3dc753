import 'server-only';
import { traitSchema, type Trait } from '@/lib/content';
import { getEffectNames } from './effects';
import { by, listModel, type ListDeclaration } from './list';
import { readAll } from './read';
import { indexBy } from './relations';

export const traitList: ListDeclaration<Trait> = {
  page: {
    title: 'Traits',
    icon: 'stars',
    lead: 'Passive traits by category, and the characters who carry them.',
    description:
      'All Lanternfall traits — innate, aura, conditional and awakening — and the characters who have them.',
    columns: 'row-cols-1 row-cols-lg-2',
  },
  route: '/traits',
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
  sorts: [{ value: 'name', label: 'Name', compare: by((t) => t.name) }],
};

/** The traits list: every trait, who carries it, and the effect names its text links. */
export async function getTraitList() {
  const [traits, characters, effectNames] = await Promise.all([
    readAll('traits', { sort: { name: 1 } }),
    readAll('characters', { projection: { _id: 1, name: 1, traits: 1 }, sort: { name: 1 } }),
    getEffectNames(),
  ]);
  return {
    traits,
    model: listModel(traitList, traits),
    holders: indexBy(characters, (c) => c.traits),
    effectNames,
  };
}
