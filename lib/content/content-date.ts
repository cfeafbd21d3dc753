import type { HistoryEntry } from './history';
import type { Freshness } from './common';
import { utcDay } from '@/lib/format/date';

/**
 * The day a tier list last changed as content: its verified stamp or its latest tier move (a
 * history entry that changed `tiers`, dated by the patch or edit that made it), whichever is
 * later. The store's createdAt/updatedAt are never used: an import stamps every document with the
 * day it ran, which says nothing about the game.
 */
export function tierlistUpdated(
  list: { verified: Pick<Freshness, 'date'> },
  history: readonly Pick<HistoryEntry, 'time' | 'changes'>[],
): string {
  return history
    .filter((e) => e.changes.some((c) => c.path === 'tiers'))
    .map((e) => utcDay(e.time))
    .reduce((latest, day) => (day > latest ? day : latest), list.verified.date);
}
