import type { Metadata } from 'next';
import { PageHeader } from '@/components/common/page-header';
import { EmptyState } from '@/components/lists/empty-state';
import { FilterForm } from '@/components/lists/filter-form';
import {
  ALL,
  allOf,
  compact,
  formKey,
  oneOf,
  param,
  textMatch,
  type SearchParams,
} from '@/components/lists/query';
import { indexBy, nameMap } from '@/components/lists/relations';
import { ResultCount } from '@/components/lists/result-count';
import { SelectFilter } from '@/components/lists/select-filter';
import { SkillList } from '@/components/lists/skill-list';
import { TextFilter } from '@/components/lists/text-filter';
import { areas } from '@/lib/content';
import { find } from '@/lib/data';

export const metadata: Metadata = {
  title: 'Skills',
  description:
    'All Lanternfall skills: area, range, cooldown, cost, status effects and which characters have them.',
};

const kinds = ['active', 'passive'] as const;

export default async function SkillsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const q = param(params, 'q');
  const kind = oneOf(params, 'kind', kinds);
  const area = oneOf(params, 'area', areas);
  const [skills, characters, effects] = await Promise.all([
    find('skills', {
      limit: ALL,
      filter: allOf(compact({ kind, area }), textMatch(q, ['name', 'description'])),
      sort: { name: 1 },
    }),
    find('characters', { limit: ALL, projection: { _id: 1, name: 1, skills: 1 }, sort: { name: 1 } }),
    find('effects', { limit: ALL, projection: { _id: 1, name: 1 } }),
  ]);

  return (
    <>
      <PageHeader
        title="Skills"
        icon="lightning-charge"
        lead="Active and passive skills, and the characters who wield them."
      />
      <FilterForm key={formKey(params)} action="/skills" label="Filter skills">
        <TextFilter value={q} />
        <SelectFilter name="kind" label="Kind" options={kinds} value={kind} />
        <SelectFilter name="area" label="Area" options={areas} value={area} />
      </FilterForm>
      <ResultCount count={skills.length} noun={['skill', 'skills']} />
      {skills.length > 0 ? (
        <SkillList
          skills={skills}
          holders={indexBy(characters, (c) => c.skills)}
          effectNames={nameMap(effects)}
        />
      ) : (
        <EmptyState resetHref="/skills" what="skills" />
      )}
    </>
  );
}
