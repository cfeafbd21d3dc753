import { notFound } from 'next/navigation';
import { gearRarityColors, titleCase } from '@/components/common/game-style';
import { shareImage, shareImageSize } from '@/components/character/share-image';
import { getGear } from '@/lib/queries/gears';
import { statLabels, statNames } from '@/lib/content/common';

export const alt = 'Lanternfall gear card';
export const size = shareImageSize;
export const contentType = 'image/png';

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const gear = await getGear((await params).id);
  if (!gear) notFound();
  const stats = statNames.flatMap((name): [string, string][] => {
    const value = gear.stats[name];
    return value === undefined ? [] : [[statLabels[name], `+${value.toLocaleString('en-US')}`]];
  });
  return shareImage({
    eyebrow: `${gear.rarity} ${gear.slot}`,
    title: gear.name,
    subtitle: gear.set ? `${gear.set} set · ${gear.passive.name}` : `Passive: ${gear.passive.name}`,
    accent: gearRarityColors[gear.rarity] ?? '#495057',
    facts: [...stats, ['Slot', titleCase(gear.slot)]],
  });
}
