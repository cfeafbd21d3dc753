import type { Metadata } from 'next';
import { ListPage } from '@/components/lists/list-page';
import { TarotCard } from '@/components/lists/tarot-card';
import { getTarotList } from '@/lib/queries/tarots';

export const metadata: Metadata = {
  title: 'Tarots',
  description: 'The 22 Lanternfall tarot cards with stat bonuses and upright and reversed effects.',
  alternates: { canonical: '/tarots' },
};

export default async function TarotsPage() {
  const { tarots, model, effectNames } = await getTarotList();
  return (
    <ListPage
      title="Tarots"
      icon="suit-spade"
      lead="Major Arcana cards: stat bonuses, upright and reversed effects."
      model={model}
      items={tarots}
      columns="row-cols-1 row-cols-lg-2"
      card={(t) => <TarotCard tarot={t} effectNames={effectNames} />}
    />
  );
}
