'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and while it hydrates, true from then on: a control that needs
 * JavaScript stays disabled until it works, so a visitor without JavaScript never gets one that
 * does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
