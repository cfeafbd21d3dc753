import { characterCardProjection } from '@/components/lists/character-card';
import type { Metadata } from 'next';
import { PageHeader } from '@/components/common/page-header';
import { FilterForm } from '@/components/lists/filter-form';
import { ModeTabs } from '@/components/lists/mode-tabs';
import { ALL, compact, formKey, oneOf, type SearchParams } from '@/components/lists/query';
import { RichText } from '@/components/common/rich-text';
import { SelectFilter } from '@/components/lists/select-filter';
import { TierTable } from '@/components/lists/tier-table';
import { classes, gameModes, roles } from '@/lib/content';
import { find, findOne } from '@/lib/data';

export const metadata: Metadata = {
  title: 'Tier list',
  description:
    'Lanternfall tier list for story, arena and boss modes, with the reason behind every placement.',
};

export default async function TierlistPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const mode = oneOf(params, 'mode', gameModes) ?? 'story';
  const characterClass = oneOf(params, 'class', classes);
  const role = oneOf(params, 'role', roles);
  const rarity = oneOf(params, 'rarity', [3, 4, 5]);
  const [tierlist, characters] = await Promise.all([
    findOne('tierlists', { mode }),
    find('characters', {
      limit: ALL,
      filter: compact({ class: characterClass, role, rarity }),
      projection: characterCardProjection,
    }),
  ]);
  const modeHref = (m: string) =>
    `/tierlist?${new URLSearchParams(compact({ ...params, mode: m }) as Record<string, string>)}`;
  const updated = tierlist?.updatedAt?.slice(0, 10) ?? tierlist?.verified.date;

  return (
    <>
      <PageHeader title="Tier list" icon="bar-chart-steps" lead="Who to build first, per game mode.">
        {tierlist && (
          <p className="small text-body-secondary mb-0">
            Last updated <time dateTime={updated}>{updated}</time> · game version {tierlist.verified.version}
          </p>
        )}
      </PageHeader>
      <ModeTabs modes={gameModes} current={mode} href={modeHref} />
      <FilterForm key={formKey(params)} action="/tierlist" label="Filter tier list">
        <input type="hidden" name="mode" value={mode} />
        <SelectFilter name="class" label="Class" options={classes} value={characterClass} />
        <SelectFilter name="role" label="Role" options={roles} value={role} />
        <SelectFilter
          name="rarity"
          label="Rarity"
          options={[5, 4, 3].map((r) => ({ value: r, label: `${r}-star` }))}
          value={rarity}
        />
      </FilterForm>
      {tierlist ? (
        <>
          <RichText as="p" text={tierlist.description} />
          <TierTable tiers={tierlist.tiers} characters={new Map(characters.map((c) => [c._id, c]))} />
        </>
      ) : (
        <p className="text-body-secondary">No tier list has been published for this mode yet.</p>
      )}
    </>
  );
}
