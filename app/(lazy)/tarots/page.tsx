import { ListPage, listMetadata } from '@/components/lists/list-page';
import { TarotCard } from '@/components/lists/tarot-card';
import { tarotList, getTarotList } from '@/lib/queries/tarots';

export const metadata = listMetadata(tarotList);

export default async function TarotsPage() {
  const { tarots, model, effectNames } = await getTarotList();
  return (
    <ListPage model={model} items={tarots} card={(t) => <TarotCard tarot={t} effectNames={effectNames} />} />
  );
}
