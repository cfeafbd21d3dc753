import { ListPage, listMetadata } from '@/components/lists/list-page';
import { TraitCard } from '@/components/lists/trait-card';
import { traitList, getTraitList } from '@/lib/queries/traits';
import { EntryHistory } from '@/components/history/entry-history';
import { getCollectionHistory } from '@/lib/queries/history';

export const metadata = listMetadata(traitList);

export default async function TraitsPage() {
  const [{ traits, model, holders, effectNames }, history] = await Promise.all([
    getTraitList(),
    getCollectionHistory('traits'),
  ]);
  return (
    <ListPage
      model={model}
      items={traits}
      card={(t) => (
        <TraitCard
          trait={t}
          holders={holders.get(t._id)}
          effectNames={effectNames}
          footer={<EntryHistory verified={t.verified} entries={history.get(t._id)} />}
        />
      )}
    />
  );
}
