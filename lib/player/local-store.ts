import { createStore, del, get, keys, set, update, type UseStore } from 'idb-keyval';
import type { Picks } from './plan';
import type { SyncRecord } from './sync';
import {
  addSnapshot,
  emptyRoster,
  type RosterData,
  type RosterSnapshot,
  type SnapshotReason,
} from './roster';

/**
 * The player's data in this browser's IndexedDB (database `lanternfall-player`). Nothing here
 * leaves the browser unless the player signs in and syncs.
 */
let store: UseStore | undefined;
const db = () => (store ??= createStore('lanternfall-player', 'kv'));

const ROSTER = 'roster';
const SNAPSHOTS = 'roster-snapshots';

/** The saved roster, or an empty one. */
export async function loadRoster(): Promise<RosterData> {
  return (await get<RosterData>(ROSTER, db())) ?? emptyRoster();
}

/** Saves the roster as it is now. */
export async function saveRoster(roster: RosterData): Promise<void> {
  await set(ROSTER, roster, db());
}

/** The snapshots, newest first. */
export async function loadSnapshots(): Promise<RosterSnapshot[]> {
  return (await get<RosterSnapshot[]>(SNAPSHOTS, db())) ?? [];
}

/** Keeps the current roster as a snapshot, then saves `next` in its place. */
export async function replaceRoster(next: RosterData, reason: SnapshotReason): Promise<void> {
  const previous = await loadRoster();
  await update<RosterSnapshot[]>(
    SNAPSHOTS,
    (list) => addSnapshot(list ?? [], previous, reason, new Date()),
    db(),
  );
  await saveRoster(next);
}

/** A skill-tree plan as the browser keeps it. */
export interface SavedPlan {
  picks: Picks;
  updatedAt: string;
}

const planKey = (character: string) => `plan:${character}`;

/** The plan saved for a character, if any. */
export async function loadPlan(character: string): Promise<SavedPlan | undefined> {
  return get<SavedPlan>(planKey(character), db());
}

/** Saves a character's plan, changed now (or at `updatedAt`, for a plan copied from the server). */
export async function savePlan(
  character: string,
  picks: Picks,
  updatedAt = new Date().toISOString(),
): Promise<void> {
  await set(planKey(character), { picks, updatedAt } satisfies SavedPlan, db());
}

/** Every key this site keeps in the browser: the roster, its snapshots, one per plan and one per saved team. */
export async function storedKeys(): Promise<string[]> {
  return (await keys(db())).map(String);
}

/** Deletes everything this site keeps in the browser. */
export async function deleteLocalData(): Promise<void> {
  await Promise.all((await storedKeys()).map((key) => del(key, db())));
}

const syncKey = (uid: string) => `sync:${uid}`;

/** What this browser remembers of its last roster sync with an account. */
export async function loadSyncRecord(uid: string): Promise<SyncRecord | undefined> {
  return get<SyncRecord>(syncKey(uid), db());
}

/** Remembers a finished sync. */
export async function saveSyncRecord(uid: string, record: SyncRecord): Promise<void> {
  await set(syncKey(uid), record, db());
}

/** Every saved plan, by character id. */
export async function loadPlans(): Promise<Record<string, SavedPlan>> {
  const planKeys = (await storedKeys()).filter((k) => k.startsWith('plan:'));
  const plans = await Promise.all(planKeys.map((k) => get<SavedPlan>(k, db())));
  return Object.fromEntries(planKeys.flatMap((k, i) => (plans[i] ? [[k.slice(5), plans[i]]] : [])));
}
