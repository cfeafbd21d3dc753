import { EffectCard } from '@/components/lists/effect-card';
import { ListPage, listMetadata } from '@/components/lists/list-page';
import { EntryHistory } from '@/components/history/entry-history';
import { effectList, getEffectList } from '@/lib/queries/effects';
import { getCollectionHistory } from '@/lib/queries/history';

export const metadata = listMetadata(effectList);

export default async function EffectsPage() {
  const [{ effects, model, relations, effectNames }, history] = await Promise.all([
    getEffectList(),
    getCollectionHistory('effects'),
  ]);
  return (
    <ListPage
      model={model}
      items={effects}
      card={(e) => (
        <EffectCard
          effect={e}
          relations={relations.get(e._id)}
          effectNames={effectNames}
          footer={<EntryHistory verified={e.verified} entries={history.get(e._id)} />}
        />
      )}
    />
  );
}
