import type { Metadata } from 'next';
import { PageHeader } from '@/components/common/page-header';
import { FilteredList } from '@/components/lists/filtered-list';
import { ALL, allOf, compact, oneOf, param, textMatch, type SearchParams } from '@/components/lists/query';
import { indexBy, nameMap } from '@/components/lists/relations';
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
      <FilteredList
        action="/skills"
        label="Filter skills"
        params={params}
        count={skills.length}
        noun={['skill', 'skills']}
        filters={
          <>
            <TextFilter value={q} />
            <SelectFilter name="kind" label="Kind" options={kinds} value={kind} />
            <SelectFilter name="area" label="Area" options={areas} value={area} />
          </>
        }
      >
        <SkillList
          skills={skills}
          holders={indexBy(characters, (c) => c.skills)}
          effectNames={nameMap(effects)}
        />
      </FilteredList>
    </>
  );
}
