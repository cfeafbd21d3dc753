'use client';

import useSWR from 'swr';
import type { RosterEntry } from '@/lib/content/player';
import { loadRoster, loadSnapshots, replaceRoster, saveRoster } from '@/lib/player/local-store';
import {
  emptyRoster,
  removeEntry,
  upsertEntry,
  type RosterData,
  type RosterSnapshot,
  type SnapshotReason,
} from '@/lib/player/roster';

interface Local {
  roster: RosterData;
  snapshots: RosterSnapshot[];
}

const KEY = 'player:roster';

async function readLocal(): Promise<Local> {
  const [roster, snapshots] = await Promise.all([loadRoster(), loadSnapshots()]);
  return { roster, snapshots };
}

/** The player's roster in this browser, shared by every component on the page through SWR. */
export function useRoster() {
  const { data, error, mutate } = useSWR(KEY, readLocal, {
    revalidateOnFocus: true,
    revalidateOnReconnect: false,
  });

  const write = (change: (current: RosterData) => Promise<void>) =>
    mutate(
      async (current) => {
        await change(current?.roster ?? (await loadRoster()));
        return readLocal();
      },
      { revalidate: false },
    );

  return {
    /** Undefined until IndexedDB has answered. */
    roster: data?.roster,
    snapshots: data?.snapshots ?? [],
    error: error as Error | undefined,
    entry: (id: string) => data?.roster.characters.find((e) => e.character === id),
    save: (entry: RosterEntry) => write((r) => saveRoster(upsertEntry(r, entry, new Date()))),
    remove: (id: string) => write((r) => saveRoster(removeEntry(r, id, new Date()))),
    /** Replaces the whole roster, keeping the one it replaces as a snapshot. */
    replace: (next: RosterData, reason: SnapshotReason) => write(() => replaceRoster(next, reason)),
    clear: () =>
      write(() => replaceRoster({ ...emptyRoster(), updatedAt: new Date().toISOString() }, 'clear')),
  };
}
