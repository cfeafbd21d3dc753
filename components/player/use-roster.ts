'use client';

import { useSyncExternalStore } from 'react';
import { loadRoster, loadSnapshots, replaceRoster, saveRoster } from '@/lib/player/local-store';
import {
  addEntry,
  changeEntry,
  emptyRoster,
  removeEntry,
  type EntryChange,
  type RosterData,
  type RosterSnapshot,
  type SnapshotReason,
} from '@/lib/player/roster';

interface Local {
  roster?: RosterData;
  snapshots: RosterSnapshot[];
  error?: Error;
}

/*
 * One copy of the roster for every component on the page, read from IndexedDB when the first one
 * mounts and again when the tab regains focus (another tab may have changed it). A small
 * external store rather than SWR: the roster is on every character card and page, and SWR would
 * add to each of those pages' first load for a value that never comes from the network.
 */
let state: Local = { snapshots: [] };
const listeners = new Set<() => void>();
// Reads can overlap (a focus, a write): only the one begun last is shown.
let latestRead = 0;
// The writes of this tab, one after another.
let writes: Promise<unknown> = Promise.resolve();

function publish(next: Local) {
  state = next;
  for (const listener of listeners) listener();
}

/** Reads the roster and its snapshots from this browser again and shows them everywhere. */
export async function refreshRoster(): Promise<void> {
  const read = ++latestRead;
  try {
    const [roster, snapshots] = await Promise.all([loadRoster(), loadSnapshots()]);
    if (read === latestRead) publish({ roster, snapshots });
  } catch (error) {
    if (read === latestRead) publish({ ...state, error: error as Error });
  }
}

const onVisible = () => {
  if (document.visibilityState === 'visible') void refreshRoster();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    document.addEventListener('visibilitychange', onVisible);
    if (!state.roster) void refreshRoster();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener('visibilitychange', onVisible);
  };
}

const serverState: Local = { snapshots: [] };

/** The player's roster in this browser, shared by every component on the page. */
export function useRoster() {
  const { roster, snapshots, error } = useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );

  // Each change starts from what is stored, once the one before it has been stored: two quick
  // adds both land (from the copy on screen, the second would write over the first), and so do a
  // level and a rank changed one after the other (each is a change of one field, not an entry).
  const write = async (change: (current: RosterData) => Promise<void>) => {
    const run = writes.then(async () => change(await loadRoster()));
    writes = run.catch(() => undefined);
    await run;
    await refreshRoster();
  };
  // A change computed from the stored roster, saved only when it changed something.
  const update = (next: (current: RosterData) => RosterData) =>
    write(async (r) => {
      const changed = next(r);
      if (changed !== r) await saveRoster(changed);
    });

  return {
    /** Undefined until IndexedDB has answered. */
    roster,
    snapshots,
    error,
    entry: (id: string) => roster?.characters.find((e) => e.character === id),
    /** Adds a character at level 1, rank 1 (nothing if it is already owned). */
    add: (id: string) => update((r) => addEntry(r, id, new Date())),
    /** Changes one field of an owned character, as it is stored when the change is saved. */
    change: (id: string, change: EntryChange) => update((r) => changeEntry(r, id, change, new Date())),
    remove: (id: string) => write((r) => saveRoster(removeEntry(r, id, new Date()))),
    /** Replaces the whole roster, keeping the one it replaces as a snapshot. */
    replace: (next: RosterData, reason: SnapshotReason) => write(() => replaceRoster(next, reason)),
    clear: () =>
      write(() => replaceRoster({ ...emptyRoster(), updatedAt: new Date().toISOString() }, 'clear')),
  };
}
