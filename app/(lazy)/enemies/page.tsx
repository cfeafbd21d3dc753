import type { Metadata } from 'next';
import { PageHeader } from '@/components/common/page-header';
import { FilteredList } from '@/components/lists/filtered-list';
import { CheckFilter } from '@/components/lists/check-filter';
import { EnemyList } from '@/components/lists/enemy-list';
import { ALL, allOf, compact, oneOf, param, textMatch, type SearchParams } from '@/components/lists/query';
import { nameMap } from '@/components/lists/relations';
import { SelectFilter } from '@/components/lists/select-filter';
import { TextFilter } from '@/components/lists/text-filter';
import { enemyTypes, locationKinds } from '@/lib/content';
import { find } from '@/lib/data';

export const metadata: Metadata = {
  title: 'Enemies',
  description:
    'Lanternfall enemies and bosses: stats, skills, status effects, elemental resistances and where to find them.',
};

export default async function EnemiesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const q = param(params, 'q');
  const type = oneOf(params, 'type', enemyTypes);
  const location = oneOf(params, 'location', locationKinds);
  const boss = param(params, 'boss') === '1';
  const [enemies, effects] = await Promise.all([
    find('enemies', {
      limit: ALL,
      filter: allOf(
        compact({ type, 'locations.kind': location, boss: boss ? true : undefined }),
        textMatch(q, ['name', 'description', 'skills.name']),
      ),
      sort: { boss: -1, level: -1, name: 1 },
    }),
    find('effects', { limit: ALL, projection: { _id: 1, name: 1 } }),
  ]);

  return (
    <>
      <PageHeader
        title="Enemies"
        icon="bug"
        lead="Know your foe: stats, skills, resistances and where each enemy appears."
      />
      <FilteredList
        action="/enemies"
        label="Filter enemies"
        params={params}
        count={enemies.length}
        noun={['enemy', 'enemies']}
        filters={
          <>
            <TextFilter value={q} />
            <SelectFilter name="type" label="Type" options={enemyTypes} value={type} />
            <SelectFilter name="location" label="Found in" options={locationKinds} value={location} />
            <CheckFilter name="boss" label="Bosses only" checked={boss} />
          </>
        }
      >
        <EnemyList enemies={enemies} effectNames={nameMap(effects)} />
      </FilteredList>
    </>
  );
}
