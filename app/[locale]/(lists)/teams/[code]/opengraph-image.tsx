import { notFound } from 'next/navigation';
import { shareImageSize } from '@/components/character/share-image';
import { teamShareImage } from '@/components/teams/team-share-image';
import { getSharedTeam } from '@/lib/queries/shared-team';
import { isSiteLocale } from '@/lib/i18n/locales';

export const alt = 'A Lanternfall team and its synergy';
export const size = shareImageSize;
export const contentType = 'image/png';

export default async function Image({ params }: { params: Promise<{ code: string; locale: string }> }) {
  const { code, locale } = await params;
  const team = await getSharedTeam(code);
  if (!team.ok) notFound();
  return teamShareImage(team, isSiteLocale(locale) ? locale : 'en');
}
