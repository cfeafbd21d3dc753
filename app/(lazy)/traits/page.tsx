import type { Metadata } from 'next';
import { PageHeader } from '@/components/common/page-header';
import { FilteredList } from '@/components/lists/filtered-list';
import { ALL, allOf, compact, oneOf, param, textMatch, type SearchParams } from '@/components/lists/query';
import { indexBy, nameMap } from '@/components/lists/relations';
import { SelectFilter } from '@/components/lists/select-filter';
import { TextFilter } from '@/components/lists/text-filter';
import { TraitList } from '@/components/lists/trait-list';
import { find } from '@/lib/data';

export const metadata: Metadata = {
  title: 'Traits',
  description:
    'All Lanternfall traits — innate, aura, conditional and awakening — and the characters who have them.',
};

const categories = ['innate', 'aura', 'conditional', 'awakening'] as const;

export default async function TraitsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const q = param(params, 'q');
  const category = oneOf(params, 'category', categories);
  const [traits, characters, effects] = await Promise.all([
    find('traits', {
      limit: ALL,
      filter: allOf(compact({ category }), textMatch(q, ['name', 'description'])),
      sort: { name: 1 },
    }),
    find('characters', { limit: ALL, projection: { _id: 1, name: 1, traits: 1 }, sort: { name: 1 } }),
    find('effects', { limit: ALL, projection: { _id: 1, name: 1 } }),
  ]);

  return (
    <>
      <PageHeader
        title="Traits"
        icon="stars"
        lead="Passive traits by category, and the characters who carry them."
      />
      <FilteredList
        action="/traits"
        label="Filter traits"
        params={params}
        count={traits.length}
        noun={['trait', 'traits']}
        filters={
          <>
            <TextFilter value={q} />
            <SelectFilter name="category" label="Category" options={categories} value={category} />
          </>
        }
      >
        <TraitList
          traits={traits}
          holders={indexBy(characters, (c) => c.traits)}
          effectNames={nameMap(effects)}
        />
      </FilteredList>
    </>
  );
}
