// Apart from roster.ts, which every list with the owned filter loads: only the roster page exports.
import { utcDay } from '@/lib/format/date';
import type { RosterData } from './roster';

/** The file name an export is saved under: the site and the date. */
export function exportFileName(now: Date): string {
  return `lanternfall-roster-${utcDay(now)}.json`;
}

/** The roster as an export file: a `rosters` document, so import validates it with the same schema. */
export function rosterToFile(roster: RosterData): string {
  return `${JSON.stringify({ characters: roster.characters, updatedAt: roster.updatedAt }, null, 2)}\n`;
}
