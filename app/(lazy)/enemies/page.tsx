import { EnemyCard } from '@/components/lists/enemy-card';
import { ListPage, listMetadata } from '@/components/lists/list-page';
import { enemyList, getEnemyList } from '@/lib/queries/enemies';
import { EntryHistory } from '@/components/history/entry-history';
import { getCollectionHistory } from '@/lib/queries/history';

export const metadata = listMetadata(enemyList);

export default async function EnemiesPage() {
  const [{ enemies, model, effectNames }, history] = await Promise.all([
    getEnemyList(),
    getCollectionHistory('enemies'),
  ]);
  return (
    <ListPage
      model={model}
      items={enemies}
      card={(e) => (
        <EnemyCard
          enemy={e}
          effectNames={effectNames}
          footer={<EntryHistory verified={e.verified} entries={history.get(e._id)} />}
        />
      )}
    />
  );
}
