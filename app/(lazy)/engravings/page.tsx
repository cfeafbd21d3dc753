import { EngravingCard } from '@/components/lists/engraving-card';
import { ListPage, listMetadata } from '@/components/lists/list-page';
import { engravingList, getEngravingList } from '@/lib/queries/engravings';

export const metadata = listMetadata(engravingList);

export default async function EngravingsPage() {
  const { engravings, model, effectNames } = await getEngravingList();
  return (
    <ListPage
      model={model}
      items={engravings}
      card={(e) => <EngravingCard engraving={e} effectNames={effectNames} />}
    />
  );
}
