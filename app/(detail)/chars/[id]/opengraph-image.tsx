import { notFound } from 'next/navigation';
import { elementColors, titleCase } from '@/components/common/game-style';
import { getCharacter } from '@/lib/queries/characters';
import { shareImage, shareImageSize } from '@/components/character/share-image';
import { MAX_LEVEL, MAX_RANK, statsAt } from '@/lib/content/stats';

export const alt = 'Lanternfall character card';
export const size = shareImageSize;
export const contentType = 'image/png';

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const character = await getCharacter((await params).id);
  if (!character) notFound();
  const stats = statsAt(character, MAX_LEVEL, MAX_RANK);
  return shareImage({
    eyebrow: `${character.rarity}-star ${character.element} ${character.class}`,
    title: character.name,
    subtitle: `${character.title} · ${titleCase(character.faction)}`,
    accent: elementColors[character.element],
    facts: [
      ['HP', stats.hp.toLocaleString('en-US')],
      ['Attack', stats.atk.toLocaleString('en-US')],
      ['Defense', stats.def.toLocaleString('en-US')],
      ['Speed', String(stats.spd)],
      ['Role', titleCase(character.role)],
    ],
  });
}
