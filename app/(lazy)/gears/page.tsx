import type { Metadata } from 'next';
import { GearCard } from '@/components/lists/gear-card';
import { ListPage } from '@/components/lists/list-page';
import { getGearList } from '@/lib/queries/gears';

export const metadata: Metadata = {
  title: 'Gears',
  description:
    'The Lanternfall gear list: weapons, armor, accessories and relics with stats, passives and sets.',
  alternates: { canonical: '/gears' },
};

export default async function GearsPage() {
  const { gears, model } = await getGearList();
  return (
    <ListPage
      title="Gears"
      icon="shield-shaded"
      lead="Weapons, armor, accessories and relics — open a piece for its passive and sources."
      model={model}
      items={gears}
      columns="row-cols-1 row-cols-md-2 row-cols-xl-3"
      card={(g) => <GearCard gear={g} />}
    />
  );
}
