import { ListPage, listMetadata } from '@/components/lists/list-page';
import { TarotCard } from '@/components/lists/tarot-card';
import { tarotList, getTarotList } from '@/lib/queries/tarots';
import { EntryHistory } from '@/components/history/entry-history';
import { EntityLinks } from '@/components/lists/entity-links';
import { getCollectionHistory } from '@/lib/queries/history';

export const metadata = listMetadata(tarotList);

export default async function TarotsPage() {
  const [{ tarots, model, effectNames, users }, history] = await Promise.all([
    getTarotList(),
    getCollectionHistory('tarots'),
  ]);
  return (
    <ListPage
      model={model}
      items={tarots}
      card={(t) => (
        <TarotCard
          tarot={t}
          effectNames={effectNames}
          footer={
            <>
              <EntityLinks
                label="Used in builds by"
                items={users.get(t._id)}
                href={(id) => `/chars/${id}#builds`}
              />
              <EntryHistory verified={t.verified} entries={history.get(t._id)} />
            </>
          }
        />
      )}
    />
  );
}
