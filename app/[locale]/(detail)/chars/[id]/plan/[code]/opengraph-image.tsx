import { notFound } from 'next/navigation';
import { elementColors } from '@/components/common/game-style';
import { planShareImage } from '@/components/player/plan-share-image';
import { shareImageSize } from '@/components/character/share-image';
import { planView } from '@/lib/player/plan-view';
import { getCharacter } from '@/lib/queries/characters';
import { inLocale } from '@/lib/i18n/current';
import { isSiteLocale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';

/** The card's alt text in the page's language (Next serves the image at `…/opengraph-image-<hash>/card`). */
export async function generateImageMetadata({ params }: { params: { id: string; locale: string } }) {
  const { id, locale: named } = await params;
  const locale = isSiteLocale(named) ? named : 'en';
  const character = await inLocale(locale, () => getCharacter(id));
  if (!character) return [];
  const alt = getT(locale, 'shareAlt')('plan', { name: character.name });
  return [{ id: 'card', alt, size: shareImageSize, contentType: 'image/png' }];
}

export default async function Image({
  params,
}: {
  params: Promise<{ id: string; code: string; locale: string }>;
}) {
  const { id, code, locale: named } = await params;
  const locale = isSiteLocale(named) ? named : 'en';
  // An image route is no page: it names its locale for the reads (lib/i18n/current.ts).
  const character = await inLocale(locale, () => getCharacter(id));
  const tiers = character && planView(character, code);
  if (!character || !tiers) notFound();
  return planShareImage({ name: character.name, accent: elementColors[character.element], tiers }, locale);
}
