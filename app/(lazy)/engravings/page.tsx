import type { Metadata } from 'next';
import { PageHeader } from '@/components/common/page-header';
import { FilteredList } from '@/components/lists/filtered-list';
import { EngravingList } from '@/components/lists/engraving-list';
import { ALL, allOf, compact, oneOf, param, textMatch, type SearchParams } from '@/components/lists/query';
import { nameMap } from '@/components/lists/relations';
import { SelectFilter } from '@/components/lists/select-filter';
import { TextFilter } from '@/components/lists/text-filter';
import { classes } from '@/lib/content';
import { find } from '@/lib/data';

export const metadata: Metadata = {
  title: 'Engravings',
  description: 'Lanternfall engravings by category and class, with their effect at every level.',
};

const categories = ['offense', 'defense', 'utility', 'tempo'] as const;

export default async function EngravingsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const q = param(params, 'q');
  const category = oneOf(params, 'category', categories);
  const characterClass = oneOf(params, 'class', classes);
  // An engraving with no class list can be socketed by everyone, so it matches every class.
  const classFilter = characterClass ? { $or: [{ classes: characterClass }, { classes: { $size: 0 } }] } : {};
  const [engravings, effects] = await Promise.all([
    find('engravings', {
      limit: ALL,
      filter: allOf(compact({ category }), classFilter, textMatch(q, ['name', 'description'])),
      sort: { category: 1, name: 1 },
    }),
    find('effects', { limit: ALL, projection: { _id: 1, name: 1 } }),
  ]);

  return (
    <>
      <PageHeader
        title="Engravings"
        icon="gem"
        lead="Engravings by category and by the classes that can socket them."
      />
      <FilteredList
        action="/engravings"
        label="Filter engravings"
        params={params}
        count={engravings.length}
        noun={['engraving', 'engravings']}
        filters={
          <>
            <TextFilter value={q} />
            <SelectFilter name="category" label="Category" options={categories} value={category} />
            <SelectFilter name="class" label="Class" options={classes} value={characterClass} />
          </>
        }
      >
        <EngravingList engravings={engravings} effectNames={nameMap(effects)} />
      </FilteredList>
    </>
  );
}
