import { createStore, get, set, type UseStore } from 'idb-keyval';
import { storedKeys } from './local-store';
import type { SavedTeam } from './saved-team';

// Beside local-store.ts rather than in it, in the same IndexedDB database and store: every
// character page loads local-store for its roster box and is at its first-load JavaScript budget;
// only /teams, "Your data", the roster page and the sync need these.
let store: UseStore | undefined;
const db = () => (store ??= createStore('lanternfall-player', 'kv'));

const teamKey = (id: string) => `team:${id}`;

/** Every saved team in this browser, deleted ones (tombstones, kept so the deletion syncs) included. */
export async function loadSavedTeams(): Promise<SavedTeam[]> {
  const teamKeys = (await storedKeys()).filter((k) => k.startsWith('team:'));
  const teams = await Promise.all(teamKeys.map((k) => get<SavedTeam>(k, db())));
  return teams.filter((t): t is SavedTeam => t !== undefined);
}

/** Saves a team as given (its `updatedAt` says when it last changed). */
export async function saveSavedTeam(team: SavedTeam): Promise<void> {
  await set(teamKey(team.id), team, db());
}
