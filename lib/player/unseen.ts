// The navbar badge's count, in localStorage: the badge is on every page, and reading it this way
// costs those pages no IndexedDB code in their first load (they sit at the JavaScript budget).

const KEY = 'lanternfall:unseen-changes';

/** The window event sent in this tab when the count changes (other tabs get `storage`). */
export const UNSEEN_EVENT = 'lanternfall:unseen-changes';

/** The stored count of unseen changes that touch the player (0 when none or unreadable). */
export function readUnseen(): number {
  try {
    return Number(localStorage.getItem(KEY)) || 0;
  } catch {
    return 0;
  }
}

/** Stores the count and tells this tab's badge. */
export function writeUnseen(count: number): void {
  try {
    localStorage.setItem(KEY, String(count));
  } catch {
    // Storage refused (private mode, quota): the badge just shows nothing.
  }
  window.dispatchEvent(new Event(UNSEEN_EVENT));
}
