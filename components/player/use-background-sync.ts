'use client';

import { useEffect, useRef } from 'react';

/**
 * Runs `sync` in the background while `key` is set: shortly after it is set or changes, when the
 * tab regains focus, when the browser is back online and on each of `events` (window events).
 * One run at a time (a trigger during a run runs it once more after), none while offline; a run
 * that fails (offline, refused) changes nothing here and the next trigger tries again, so local
 * data is never at risk.
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
  // A trigger during a run (a change made while the sign-in's first sync is still talking to the
  // server) runs the sync again once that run ends, with the newest closure: dropping it would
  // leave the change unsynced until the next focus.
  const again = useRef(false);
  const triggers = ['focus', 'online', ...events].join(' ');

  useEffect(() => {
    if (key === undefined) return;
    const run = async () => {
      if (!navigator.onLine) return;
      if (running.current) {
        again.current = true;
        return;
      }
      running.current = true;
      try {
        do {
          again.current = false;
          try {
            await latest.current();
          } catch {
            // Offline or refused: the data stays safe in this browser; the next trigger retries.
          }
        } while (again.current && navigator.onLine);
      } finally {
        running.current = false;
      }
    };
    const timer = setTimeout(() => void run(), 300);
    const trigger = () => void run();
    for (const name of triggers.split(' ')) window.addEventListener(name, trigger);
    return () => {
      clearTimeout(timer);
      for (const name of triggers.split(' ')) window.removeEventListener(name, trigger);
    };
  }, [key, triggers]);
}
