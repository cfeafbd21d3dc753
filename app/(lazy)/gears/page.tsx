import type { Metadata } from 'next';
import { PageHeader } from '@/components/common/page-header';
import { FilteredList } from '@/components/lists/filtered-list';
import { GearList } from '@/components/lists/gear-list';
import { ALL, allOf, compact, oneOf, param, textMatch, type SearchParams } from '@/components/lists/query';
import { SelectFilter } from '@/components/lists/select-filter';
import { TextFilter } from '@/components/lists/text-filter';
import { gearRarities, gearSets, gearSlots } from '@/lib/content';
import { find } from '@/lib/data';

export const metadata: Metadata = {
  title: 'Gears',
  description:
    'The Lanternfall gear list: weapons, armor, accessories and relics with stats, passives and sets.',
};

export default async function GearsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const q = param(params, 'q');
  const slot = oneOf(params, 'slot', gearSlots);
  const rarity = oneOf(params, 'rarity', gearRarities);
  const set = oneOf(params, 'set', gearSets);
  const gears = await find('gears', {
    limit: ALL,
    filter: allOf(compact({ slot, rarity, set }), textMatch(q, ['name', 'description', 'passive.name'])),
    projection: { _id: 1, name: 1, slot: 1, rarity: 1, set: 1, stats: 1, passive: 1 },
    sort: { slot: 1, name: 1 },
  });

  return (
    <>
      <PageHeader
        title="Gears"
        icon="shield-shaded"
        lead="Weapons, armor, accessories and relics — open a piece for its passive and sources."
      />
      <FilteredList
        action="/gears"
        label="Filter gear"
        params={params}
        count={gears.length}
        noun={['piece of gear', 'pieces of gear']}
        filters={
          <>
            <TextFilter value={q} />
            <SelectFilter name="slot" label="Slot" options={gearSlots} value={slot} />
            <SelectFilter name="rarity" label="Rarity" options={gearRarities} value={rarity} />
            <SelectFilter
              name="set"
              label="Set"
              options={gearSets.map((s) => ({ value: s, label: s }))}
              value={set}
            />
          </>
        }
      >
        <GearList gears={gears} />
      </FilteredList>
    </>
  );
}
