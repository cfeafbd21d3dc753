import { mergeRosters, sameEntries, type RosterData } from './roster';

/** What this browser remembers of its last sync with one account. */
export interface SyncRecord {
  /** The server document's id. */
  docId: string;
  /** The server roster's `updatedAt` right after that sync. */
  serverAt: string;
  /** The local roster's `updatedAt` right after that sync. */
  localAt: string;
}

/** A server roster as the sync sees it. */
export interface ServerRoster {
  _id: string;
  roster: RosterData;
  /** The "Changes for you" last-seen marker kept with the roster. */
  lastSeen?: string;
}

/** What a sync does: which side(s) to write, and with what. */
export type SyncStep =
  | { kind: 'none' }
  | { kind: 'push'; roster: RosterData }
  | { kind: 'pull'; roster: RosterData }
  | { kind: 'merge'; roster: RosterData };

/**
 * Decides one sync. With no server roster, this browser's is pushed. The first sync of an account
 * in this browser merges both (the merge rule, `player.mergeRule`: no entry is lost). After that, a side that alone
 * changed since the last sync wins, so removals travel too; when both changed, they merge.
 */
export function planSync(
  local: RosterData,
  server: ServerRoster | null,
  record: SyncRecord | undefined,
  now: Date,
): SyncStep {
  if (!server) return { kind: 'push', roster: local };
  if (!record || record.docId !== server._id) {
    const merged = mergeRosters(local, server.roster, now);
    return sameEntries(merged, local) && sameEntries(merged, server.roster)
      ? { kind: 'none' }
      : { kind: 'merge', roster: merged };
  }
  const serverChanged = server.roster.updatedAt !== record.serverAt;
  const localChanged = local.updatedAt !== record.localAt;
  if (serverChanged && localChanged)
    return { kind: 'merge', roster: mergeRosters(local, server.roster, now) };
  if (serverChanged) return { kind: 'pull', roster: server.roster };
  if (localChanged) return { kind: 'push', roster: local };
  return { kind: 'none' };
}

/**
 * The last-seen marker after a sync: the later of the two (ISO times compare as strings), so
 * reading changes on one device marks them read on every other.
 */
export function laterMarker(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b;
  if (!b) return a;
  return a >= b ? a : b;
}
