import { ListPage, listMetadata } from '@/components/lists/list-page';
import { SkillCard } from '@/components/lists/skill-card';
import { skillList, getSkillList } from '@/lib/queries/skills';
import { EntryHistory } from '@/components/history/entry-history';
import { getCollectionHistory } from '@/lib/queries/history';

export const metadata = listMetadata(skillList);

export default async function SkillsPage() {
  const [{ skills, model, holders, effectNames }, history] = await Promise.all([
    getSkillList(),
    getCollectionHistory('skills'),
  ]);
  return (
    <ListPage
      model={model}
      items={skills}
      card={(s) => (
        <SkillCard
          skill={s}
          holders={holders.get(s._id)}
          effectNames={effectNames}
          footer={<EntryHistory verified={s.verified} entries={history.get(s._id)} />}
        />
      )}
    />
  );
}
