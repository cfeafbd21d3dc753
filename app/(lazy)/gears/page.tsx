import { GearCard } from '@/components/lists/gear-card';
import { ListPage, listMetadata } from '@/components/lists/list-page';
import { gearList, getGearList } from '@/lib/queries/gears';

export const metadata = listMetadata(gearList);

export default async function GearsPage() {
  const { gears, model } = await getGearList();
  return <ListPage model={model} items={gears} card={(g) => <GearCard gear={g} />} />;
}
