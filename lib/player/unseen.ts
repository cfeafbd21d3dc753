// The navbar badge's count, in localStorage: the head script (components/layout/theme-script.tsx)
// shows it on every page before the first paint, so those pages (at the JavaScript budget) load
// no code for it.

/** Where the count is kept; the head script reads the same key. */
export const UNSEEN_STORAGE_KEY = 'lanternfall:unseen-changes';

/** Sets the count on <html>, where the badge's CSS reads it (none shows for 0). */
export function showUnseen(root: HTMLElement, count: number): void {
  if (count > 0) {
    root.dataset.lfUnseen = '';
    root.style.setProperty('--lf-unseen', `"${count > 99 ? '99+' : count}"`);
  } else {
    delete root.dataset.lfUnseen;
    root.style.removeProperty('--lf-unseen');
  }
}

/** Stores the count and shows it in this tab's navbar. */
export function writeUnseen(count: number): void {
  try {
    localStorage.setItem(UNSEEN_STORAGE_KEY, String(count));
  } catch {
    // Storage refused (private mode, quota): the badge just shows nothing.
  }
  showUnseen(document.documentElement, count);
}
