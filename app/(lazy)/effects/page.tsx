import { EffectCard } from '@/components/lists/effect-card';
import { ListPage, listMetadata } from '@/components/lists/list-page';
import { effectList, getEffectList } from '@/lib/queries/effects';

export const metadata = listMetadata(effectList);

export default async function EffectsPage() {
  const { effects, model, appliedBySkills, appliedByEnemies, effectNames } = await getEffectList();
  return (
    <ListPage
      model={model}
      items={effects}
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
