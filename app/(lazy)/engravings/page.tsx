import type { Metadata } from 'next';
import { EngravingCard } from '@/components/lists/engraving-card';
import { ListPage } from '@/components/lists/list-page';
import { getEngravingList } from '@/lib/queries/engravings';

export const metadata: Metadata = {
  title: 'Engravings',
  description: 'Lanternfall engravings by category and class, with their effect at every level.',
  alternates: { canonical: '/engravings' },
};

export default async function EngravingsPage() {
  const { engravings, model, effectNames } = await getEngravingList();
  return (
    <ListPage
      title="Engravings"
      icon="gem"
      lead="Engravings by category and by the classes that can socket them."
      model={model}
      items={engravings}
      columns="row-cols-1 row-cols-lg-2"
      card={(e) => <EngravingCard engraving={e} effectNames={effectNames} />}
    />
  );
}
