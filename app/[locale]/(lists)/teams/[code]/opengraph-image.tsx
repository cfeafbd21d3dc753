import { notFound } from 'next/navigation';
import { shareImageSize } from '@/components/character/share-image';
import { teamShareImage } from '@/components/teams/team-share-image';
import { getSharedTeam } from '@/lib/queries/shared-team';
import { isSiteLocale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';

/** The card's alt text in the page's language (Next serves the image at `…/opengraph-image-<hash>/card`). */
export async function generateImageMetadata({ params }: { params: { locale: string } }) {
  const { locale } = await params;
  const alt = getT(isSiteLocale(locale) ? locale : 'en', 'shareAlt')('team');
  return [{ id: 'card', alt, size: shareImageSize, contentType: 'image/png' }];
}

export default async function Image({ params }: { params: Promise<{ code: string; locale: string }> }) {
  const { code, locale } = await params;
  const team = await getSharedTeam(code);
  if (!team.ok) notFound();
  return teamShareImage(team, isSiteLocale(locale) ? locale : 'en');
}
