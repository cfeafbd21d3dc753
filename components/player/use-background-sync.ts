'use client';

import { useEffect, useRef } from 'react';

/**
 * Runs `sync` in the background while `key` is set: shortly after it is set or changes, when the
 * tab regains focus, when the browser is back online and on each of `events` (window events).
 * One run at a time, none while offline; a run that fails (offline, refused) changes nothing
 * here and the next trigger tries again, so local data is never at risk.
 */
export function useBackgroundSync(
  key: string | undefined,
  sync: () => Promise<void>,
  events: readonly string[] = [],
): void {
  const latest = useRef(sync);
  useEffect(() => {
    latest.current = sync;
  });
  const running = useRef(false);
  const triggers = ['focus', 'online', ...events].join(' ');

  useEffect(() => {
    if (key === undefined) return;
    const run = async () => {
      if (running.current || !navigator.onLine) return;
      running.current = true;
      try {
        await latest.current();
      } catch {
        // Offline or refused: the data stays safe in this browser; the next trigger retries.
      } finally {
        running.current = false;
      }
    };
    const timer = setTimeout(() => void run(), 300);
    const again = () => void run();
    for (const name of triggers.split(' ')) window.addEventListener(name, again);
    return () => {
      clearTimeout(timer);
      for (const name of triggers.split(' ')) window.removeEventListener(name, again);
    };
  }, [key, triggers]);
}
