import { notFound } from 'next/navigation';
import { titleCase } from '@/components/common/game-style';
import { shareImage, shareImageSize } from '@/components/character/share-image';
import { getEffect } from '@/lib/queries/effects';
import { getEffectRelations } from '@/lib/queries/effect-graph';

export const alt = 'Lanternfall status effect card';
export const size = shareImageSize;
export const contentType = 'image/png';

const accents = { buff: '#198754', debuff: '#dc3545', control: '#ffc107' } as const;

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [effect, relations] = await Promise.all([getEffect(id), getEffectRelations(id)]);
  if (!effect) notFound();
  return shareImage({
    eyebrow: `${effect.type} · status effect`,
    title: effect.name,
    subtitle: effect.duration === 0 ? 'Until removed' : `${effect.duration} turns · max ${effect.maxStacks} stacks`,
    accent: accents[effect.type],
    facts: [
      ['Applied by', String(relations.applies.length)],
      ['Removed by', String(relations.removes.length)],
      ['Resisted by', String(relations.resists.length + relations.prevents.length)],
      ['Type', titleCase(effect.type)],
    ],
  });
}
