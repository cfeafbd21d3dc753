import Link from '@/components/common/page-link';
import { modeLabels, type GameMode } from '@/components/common/game-modes';

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
  return (
    <p id="teams">
      <span className="fw-semibold">Appears in teams:</span>{' '}
      {teams.length === 0
        ? 'none of the curated teams yet. '
        : teams.map((t) => (
            <span key={t._id}>
              <Link href={`/teams#${t._id}`}>{t.name}</Link> ({modeLabels[t.mode]}),{' '}
            </span>
          ))}
      <Link href="/teams">build a team</Link>
    </p>
  );
}
