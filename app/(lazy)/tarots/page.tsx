import type { Metadata } from 'next';
import { PageHeader } from '@/components/common/page-header';
import { EmptyState } from '@/components/lists/empty-state';
import { FilterForm } from '@/components/lists/filter-form';
import { ALL, allOf, formKey, oneOf, param, textMatch, type SearchParams } from '@/components/lists/query';
import { nameMap } from '@/components/lists/relations';
import { ResultCount } from '@/components/lists/result-count';
import { SelectFilter } from '@/components/lists/select-filter';
import { TarotList } from '@/components/lists/tarot-list';
import { TextFilter } from '@/components/lists/text-filter';
import { statLabels, statNames } from '@/lib/content';
import { find } from '@/lib/data';

export const metadata: Metadata = {
  title: 'Tarots',
  description: 'The 22 Lanternfall tarot cards with stat bonuses and upright and reversed effects.',
};

export default async function TarotsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const q = param(params, 'q');
  const stat = oneOf(params, 'stat', statNames);
  const [tarots, effects] = await Promise.all([
    find('tarots', {
      limit: ALL,
      filter: allOf(
        stat ? { [`stats.${stat}`]: { $exists: true } } : {},
        textMatch(q, [
          'name',
          'upright.name',
          'upright.description',
          'reversed.name',
          'reversed.description',
        ]),
      ),
      sort: { arcana: 1 },
    }),
    find('effects', { limit: ALL, projection: { _id: 1, name: 1 } }),
  ]);

  return (
    <>
      <PageHeader
        title="Tarots"
        icon="suit-spade"
        lead="Major Arcana cards: stat bonuses, upright and reversed effects."
      />
      <FilterForm key={formKey(params)} action="/tarots" label="Filter tarots">
        <TextFilter value={q} />
        <SelectFilter
          name="stat"
          label="Stat bonus"
          options={statNames.map((s) => ({ value: s, label: statLabels[s] }))}
          value={stat}
        />
      </FilterForm>
      <ResultCount count={tarots.length} noun={['tarot', 'tarots']} />
      {tarots.length > 0 ? (
        <TarotList tarots={tarots} effectNames={nameMap(effects)} />
      ) : (
        <EmptyState resetHref="/tarots" what="tarots" />
      )}
    </>
  );
}
