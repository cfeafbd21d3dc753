import { EngravingCard } from '@/components/lists/engraving-card';
import { ListPage, listMetadata } from '@/components/lists/list-page';
import { engravingList, getEngravingList } from '@/lib/queries/engravings';
import { EntryHistory } from '@/components/history/entry-history';
import { EntityLinks } from '@/components/lists/entity-links';
import { getCollectionHistory } from '@/lib/queries/history';

export const metadata = listMetadata(engravingList);

export default async function EngravingsPage() {
  const [{ engravings, model, effectNames, users }, history] = await Promise.all([
    getEngravingList(),
    getCollectionHistory('engravings'),
  ]);
  return (
    <ListPage
      model={model}
      items={engravings}
      card={(e) => (
        <EngravingCard
          engraving={e}
          effectNames={effectNames}
          footer={
            <>
              <EntityLinks
                label="Used in builds by"
                items={users.get(e._id)}
                href={(id) => `/chars/${id}#builds`}
              />
              <EntryHistory verified={e.verified} entries={history.get(e._id)} />
            </>
          }
        />
      )}
    />
  );
}
