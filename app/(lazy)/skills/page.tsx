import { ListPage, listMetadata } from '@/components/lists/list-page';
import { SkillCard } from '@/components/lists/skill-card';
import { skillList, getSkillList } from '@/lib/queries/skills';

export const metadata = listMetadata(skillList);

export default async function SkillsPage() {
  const { skills, model, holders, effectNames } = await getSkillList();
  return (
    <ListPage
      model={model}
      items={skills}
      card={(s) => <SkillCard skill={s} holders={holders.get(s._id)} effectNames={effectNames} />}
    />
  );
}
