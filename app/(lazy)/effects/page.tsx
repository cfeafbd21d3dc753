import type { Metadata } from 'next';
import { EffectCard } from '@/components/lists/effect-card';
import { ListPage } from '@/components/lists/list-page';
import { getEffectList } from '@/lib/queries/effects';

export const metadata: Metadata = {
  title: 'Effects',
  description:
    'Every Lanternfall status effect — buffs, debuffs and control — with stacking, duration and what applies it.',
  alternates: { canonical: '/effects' },
};

export default async function EffectsPage() {
  const { effects, model, appliedBySkills, appliedByEnemies, effectNames } = await getEffectList();
  return (
    <ListPage
      title="Effects"
      icon="magic"
      lead="Status effects: what they do, how they stack and what applies them."
      model={model}
      items={effects}
      columns="row-cols-1 row-cols-lg-2"
      card={(e) => (
        <EffectCard
          effect={e}
          skills={appliedBySkills.get(e._id)}
          enemies={appliedByEnemies.get(e._id)}
          effectNames={effectNames}
        />
      )}
    />
  );
}
