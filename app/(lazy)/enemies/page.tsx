import { EnemyCard } from '@/components/lists/enemy-card';
import { ListPage, listMetadata } from '@/components/lists/list-page';
import { enemyList, getEnemyList } from '@/lib/queries/enemies';

export const metadata = listMetadata(enemyList);

export default async function EnemiesPage() {
  const { enemies, model, effectNames } = await getEnemyList();
  return (
    <ListPage model={model} items={enemies} card={(e) => <EnemyCard enemy={e} effectNames={effectNames} />} />
  );
}
