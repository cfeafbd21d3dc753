import Link from '@/components/common/page-link';
import type { GameMode } from '@/components/common/game-modes';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';

/**
 * "Appears in teams" on a character page: the curated teams with the character, each linked to
 * its place on /teams, and the builder. One line of names and links: the character page is at
 * its HTML budget.
 */
export function TeamAppearances({
  teams,
}: {
  teams: readonly { _id: string; name: string; mode: GameMode }[];
}) {
  const locale = useLocale();
  const t = getT(locale, 'teams');
  return (
    <p id="teams">
      <span className="fw-semibold">{t('appearsIn')}</span>{' '}
      {teams.length === 0
        ? t('noneYet')
        : teams.map((team) => (
            <span key={team._id}>
              <Link href={`/teams#${team._id}`}>{team.name}</Link> ({term(locale, 'gameModes', team.mode)}
              ),{' '}
            </span>
          ))}
      <Link href="/teams">{t('buildATeam')}</Link>
    </p>
  );
}
