import { createStore, get, update, type UseStore } from 'idb-keyval';
import { writeUnseen } from './unseen';

// Beside local-store.ts rather than in it, in the same IndexedDB database and store: every
// character page loads local-store for its roster box and sits at its first-load JavaScript
// budget; only "Changes for you", home's banner and the roster sync need these.
let store: UseStore | undefined;
const db = () => (store ??= createStore('lanternfall-player', 'kv'));

/** What "Changes for you" keeps in this browser: the last-seen marker, the modes, the badge's count. */
export interface ChangesState {
  /** The newest change's time when the player last marked all as read (synced with the roster). */
  lastSeen?: string;
  /** Modes whose tier moves are shown; absent: all. */
  modes?: string[];
  /** The stamp of the /changes.json the count below was made from. */
  stamp?: string;
  /** Unseen changes that touch the player (the navbar's badge reads its copy in lib/player/unseen). */
  unseen?: number;
}

const CHANGES = 'changes';

/** What "Changes for you" keeps in this browser. */
export async function loadChangesState(): Promise<ChangesState> {
  return (await get<ChangesState>(CHANGES, db())) ?? {};
}

/** Changes part of what "Changes for you" keeps, and tells this tab's badge and sync. */
export async function updateChangesState(change: Partial<ChangesState>): Promise<ChangesState> {
  let next: ChangesState = {};
  await update<ChangesState>(CHANGES, (state) => (next = { ...state, ...change }), db());
  if (change.unseen !== undefined) writeUnseen(change.unseen);
  window.dispatchEvent(new CustomEvent(CHANGES_EVENT, { detail: next }));
  return next;
}

/** The window event sent when what "Changes for you" keeps has changed. */
export const CHANGES_EVENT = 'lanternfall:changes';
