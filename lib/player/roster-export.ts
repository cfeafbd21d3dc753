// Apart from roster.ts, which every list with the owned filter loads: only the roster page exports.
import { utcDay } from '@/lib/format/date';
import type { RosterData } from './roster';
import { liveTeams, type SavedTeam } from './saved-team';

/** The file name an export is saved under: the site and the date. */
export function exportFileName(now: Date): string {
  return `lanternfall-roster-${utcDay(now)}.json`;
}

/**
 * The roster as an export file: a `rosters` document, so import validates it with the same schema,
 * with the player's saved teams beside it (deleted ones left out: a file is a copy, not a sync).
 */
export function rosterToFile(roster: RosterData, teams: readonly SavedTeam[] = []): string {
  const savedTeams = liveTeams(teams).map(({ id, mode, label, members, updatedAt }) => ({
    id,
    mode,
    label,
    members,
    updatedAt,
  }));
  return `${JSON.stringify({ characters: roster.characters, updatedAt: roster.updatedAt, ...(savedTeams.length ? { savedTeams } : {}) }, null, 2)}\n`;
}
