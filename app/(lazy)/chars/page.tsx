import type { Metadata } from 'next';
import { PageHeader } from '@/components/common/page-header';
import { FilteredList } from '@/components/lists/filtered-list';
import { characterCardProjection } from '@/components/lists/character-card';
import { CharacterGrid } from '@/components/lists/character-grid';
import { ALL, allOf, compact, oneOf, param, textMatch, type SearchParams } from '@/components/lists/query';
import { SelectFilter } from '@/components/lists/select-filter';
import { TextFilter } from '@/components/lists/text-filter';
import { classes, elements, factions, roles } from '@/lib/content';
import { find } from '@/lib/data';

export const metadata: Metadata = {
  title: 'Characters',
  description:
    'Every Lanternfall character with rarity, class, faction, element and role — filter, sort and search.',
};

const sorts = {
  name: { label: 'Name', sort: { name: 1 } },
  rarity: { label: 'Rarity', sort: { rarity: -1, name: 1 } },
  release: { label: 'Release date', sort: { releaseDate: -1, name: 1 } },
} as const;
const sortKeys = Object.keys(sorts) as (keyof typeof sorts)[];

export default async function CharactersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const q = param(params, 'q');
  const rarity = oneOf(params, 'rarity', [3, 4, 5]);
  const sort = oneOf(params, 'sort', sortKeys) ?? 'name';
  const characterClass = oneOf(params, 'class', classes);
  const faction = oneOf(params, 'faction', factions);
  const element = oneOf(params, 'element', elements);
  const role = oneOf(params, 'role', roles);
  const filters = compact({ rarity, class: characterClass, faction, element, role });
  const characters = await find('characters', {
    limit: ALL,
    filter: allOf(filters, textMatch(q, ['name', 'title'])),
    projection: characterCardProjection,
    sort: sorts[sort].sort,
  });

  return (
    <>
      <PageHeader
        title="Characters"
        icon="people"
        lead="Stats, skill trees and builds for every Lanternfall hero."
      />
      <FilteredList
        action="/chars"
        label="Filter characters"
        params={params}
        count={characters.length}
        noun={['character', 'characters']}
        filters={
          <>
            <TextFilter value={q} placeholder="Name or title…" />
            <SelectFilter
              name="rarity"
              label="Rarity"
              options={[5, 4, 3].map((r) => ({ value: r, label: `${r}-star` }))}
              value={rarity}
            />
            <SelectFilter name="class" label="Class" options={classes} value={characterClass} />
            <SelectFilter name="faction" label="Faction" options={factions} value={faction} />
            <SelectFilter name="element" label="Element" options={elements} value={element} />
            <SelectFilter name="role" label="Role" options={roles} value={role} />
            <SelectFilter
              name="sort"
              label="Sort by"
              anyLabel="Name"
              options={sortKeys.filter((k) => k !== 'name').map((k) => ({ value: k, label: sorts[k].label }))}
              value={sort === 'name' ? undefined : sort}
            />
          </>
        }
      >
        <CharacterGrid characters={characters} />
      </FilteredList>
    </>
  );
}
