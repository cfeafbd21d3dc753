import type { Metadata } from 'next';
import { PageHeader } from '@/components/common/page-header';
import { FilteredList } from '@/components/lists/filtered-list';
import { ALL, allOf, oneOf, param, textMatch, type SearchParams } from '@/components/lists/query';
import { nameMap } from '@/components/lists/relations';
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
      <FilteredList
        action="/tarots"
        label="Filter tarots"
        params={params}
        count={tarots.length}
        noun={['tarot', 'tarots']}
        filters={
          <>
            <TextFilter value={q} />
            <SelectFilter
              name="stat"
              label="Stat bonus"
              options={statNames.map((s) => ({ value: s, label: statLabels[s] }))}
              value={stat}
            />
          </>
        }
      >
        <TarotList tarots={tarots} effectNames={nameMap(effects)} />
      </FilteredList>
    </>
  );
}
