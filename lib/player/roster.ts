// Types only: this module is in every page that shows the roster, and the zod schema is not
// (reading an export file, which needs it, is roster-file.ts).
import type { RosterEntry } from '@/lib/content/player';

/** A roster as the browser keeps it: the entries and when they last changed. */
export interface RosterData {
  characters: RosterEntry[];
  updatedAt: string;
}

/** Why a snapshot was taken: shown beside it in the list. */
export type SnapshotReason = 'import' | 'sync' | 'restore' | 'clear';

/** A dated copy of the roster as it was just before an import, a sync, a restore or a clear. */
export interface RosterSnapshot {
  id: string;
  takenAt: string;
  reason: SnapshotReason;
  roster: RosterData;
}

/** How many snapshots are kept; the oldest goes first. */
export const SNAPSHOT_LIMIT = 10;

export const emptyRoster = (): RosterData => ({ characters: [], updatedAt: new Date(0).toISOString() });

/**
 * One field of an owned character as the player changed it: a level, a rank, or the chosen build
 * (null: none chosen). A change, not a whole entry, so that it applies to what is stored when it
 * is saved: two quick changes (level, then rank before the level is stored) both land.
 */
export type EntryChange = { level: number } | { rank: number } | { build: string | null };

/** The entry with one change applied. */
export function applyEntryChange(entry: RosterEntry, change: EntryChange): RosterEntry {
  if ('build' in change) {
    const { character, level, rank } = entry;
    return change.build ? { character, level, rank, build: change.build } : { character, level, rank };
  }
  return { ...entry, ...change };
}

/**
 * The roster with the change applied to one character, or the roster as it is when that
 * character is not in it (removed meanwhile, in this tab or another): a change never adds one.
 */
export function changeEntry(
  roster: RosterData,
  character: string,
  change: EntryChange,
  now: Date,
): RosterData {
  const entry = roster.characters.find((e) => e.character === character);
  return entry ? upsertEntry(roster, applyEntryChange(entry, change), now) : roster;
}

/** The roster with the character added at level 1, rank 1, or as it is when already there. */
export function addEntry(roster: RosterData, character: string, now: Date): RosterData {
  if (roster.characters.some((e) => e.character === character)) return roster;
  return upsertEntry(roster, { character, level: 1, rank: 1 }, now);
}

/** The roster with one character added or changed (kept in the order first added). */
export function upsertEntry(roster: RosterData, entry: RosterEntry, now: Date): RosterData {
  const index = roster.characters.findIndex((e) => e.character === entry.character);
  const characters =
    index === -1 ? [...roster.characters, entry] : roster.characters.map((e, i) => (i === index ? entry : e));
  return { characters, updatedAt: now.toISOString() };
}

/** The roster without one character. */
export function removeEntry(roster: RosterData, character: string, now: Date): RosterData {
  return {
    characters: roster.characters.filter((e) => e.character !== character),
    updatedAt: now.toISOString(),
  };
}

/**
 * Merges two rosters by the rule the roster and "Your data" pages state (`player.mergeRule` in the
 * message catalogs): nobody loses a character. Entries keep the order of `a`, then the new ones
 * of `b`.
 */
export function mergeRosters(a: RosterData, b: RosterData, now: Date): RosterData {
  const newer = a.updatedAt >= b.updatedAt ? a : b;
  const byId = new Map(b.characters.map((e) => [e.character, e]));
  const merged = a.characters.map((mine) => {
    const theirs = byId.get(mine.character);
    if (!theirs) return mine;
    byId.delete(mine.character);
    const preferred = newer === a ? (mine.build ?? theirs.build) : (theirs.build ?? mine.build);
    return {
      character: mine.character,
      level: Math.max(mine.level, theirs.level),
      rank: Math.max(mine.rank, theirs.rank),
      ...(preferred ? { build: preferred } : {}),
    };
  });
  return { characters: [...merged, ...byId.values()], updatedAt: now.toISOString() };
}

/** True when two rosters hold the same entries in any order. */
export function sameEntries(a: RosterData, b: RosterData): boolean {
  if (a.characters.length !== b.characters.length) return false;
  const key = (e: RosterEntry) => `${e.character}|${e.level}|${e.rank}|${e.build ?? ''}`;
  const keys = new Set(a.characters.map(key));
  return b.characters.every((e) => keys.has(key(e)));
}

/** The snapshot list with `roster` added in front, cut to the newest {@link SNAPSHOT_LIMIT}. */
export function addSnapshot(
  snapshots: readonly RosterSnapshot[],
  roster: RosterData,
  reason: SnapshotReason,
  now: Date,
): RosterSnapshot[] {
  const id = `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const snapshot = { id, takenAt: now.toISOString(), reason, roster };
  return [snapshot, ...snapshots].slice(0, SNAPSHOT_LIMIT);
}
