import type { Metadata } from 'next';
import { PageHeader } from '@/components/common/page-header';
import { FilteredList } from '@/components/lists/filtered-list';
import { EffectList } from '@/components/lists/effect-list';
import { ALL, allOf, compact, oneOf, param, textMatch, type SearchParams } from '@/components/lists/query';
import { indexBy, nameMap } from '@/components/lists/relations';
import { SelectFilter } from '@/components/lists/select-filter';
import { TextFilter } from '@/components/lists/text-filter';
import { markedEffects } from '@/lib/content';
import { find } from '@/lib/data';

export const metadata: Metadata = {
  title: 'Effects',
  description:
    'Every Lanternfall status effect — buffs, debuffs and control — with stacking, duration and what applies it.',
};

const types = ['buff', 'debuff', 'control'] as const;

export default async function EffectsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const q = param(params, 'q');
  const type = oneOf(params, 'type', types);
  const [effects, skills, enemies] = await Promise.all([
    find('effects', {
      limit: ALL,
      filter: allOf(compact({ type }), textMatch(q, ['name', 'description'])),
      sort: { name: 1 },
    }),
    find('skills', { limit: ALL, projection: { _id: 1, name: 1, effects: 1 }, sort: { name: 1 } }),
    find('enemies', { limit: ALL, projection: { _id: 1, name: 1, skills: 1 }, sort: { name: 1 } }),
  ]);
  // Descriptions link other effects; only those the filter left out need their names read.
  const shown = new Set(effects.map((e) => e._id));
  const missing = markedEffects(effects.map((e) => e.description)).filter((id) => !shown.has(id));
  const linked =
    missing.length > 0
      ? await find('effects', { filter: { _id: { $in: missing } }, projection: { _id: 1, name: 1 } })
      : [];

  return (
    <>
      <PageHeader
        title="Effects"
        icon="magic"
        lead="Status effects: what they do, how they stack and what applies them."
      />
      <FilteredList
        action="/effects"
        label="Filter effects"
        params={params}
        count={effects.length}
        noun={['effect', 'effects']}
        filters={
          <>
            <TextFilter value={q} />
            <SelectFilter name="type" label="Type" options={types} value={type} />
          </>
        }
      >
        <EffectList
          effects={effects}
          skills={indexBy(skills, (s) => s.effects.map((e) => e.effect))}
          enemies={indexBy(enemies, (e) => e.skills.flatMap((s) => s.effects))}
          effectNames={nameMap([...effects, ...linked])}
        />
      </FilteredList>
    </>
  );
}
