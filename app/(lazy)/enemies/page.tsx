import type { Metadata } from 'next';
import { EnemyCard } from '@/components/lists/enemy-card';
import { ListPage } from '@/components/lists/list-page';
import { getEnemyList } from '@/lib/queries/enemies';

export const metadata: Metadata = {
  title: 'Enemies',
  description:
    'Lanternfall enemies and bosses: stats, skills, status effects, elemental resistances and where to find them.',
  alternates: { canonical: '/enemies' },
};

export default async function EnemiesPage() {
  const { enemies, model, effectNames } = await getEnemyList();
  return (
    <ListPage
      title="Enemies"
      icon="bug"
      lead="Know your foe: stats, skills, resistances and where each enemy appears."
      model={model}
      items={enemies}
      columns="row-cols-1 row-cols-xl-2"
      card={(e) => <EnemyCard enemy={e} effectNames={effectNames} />}
    />
  );
}
