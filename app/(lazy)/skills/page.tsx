import type { Metadata } from 'next';
import { ListPage } from '@/components/lists/list-page';
import { SkillCard } from '@/components/lists/skill-card';
import { getSkillList } from '@/lib/queries/skills';

export const metadata: Metadata = {
  title: 'Skills',
  description:
    'All Lanternfall skills: area, range, cooldown, cost, status effects and which characters have them.',
  alternates: { canonical: '/skills' },
};

export default async function SkillsPage() {
  const { skills, model, holders, effectNames } = await getSkillList();
  return (
    <ListPage
      title="Skills"
      icon="lightning-charge"
      lead="Active and passive skills, and the characters who wield them."
      model={model}
      items={skills}
      columns="row-cols-1 row-cols-lg-2"
      card={(s) => <SkillCard skill={s} holders={holders.get(s._id)} effectNames={effectNames} />}
    />
  );
}
