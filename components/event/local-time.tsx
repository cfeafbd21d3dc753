'use client';

import { useSyncExternalStore } from 'react';
import { formatLocal, formatUtc } from './event-time';

const noSubscription = () => () => {};

/** A moment in the visitor's own time zone; the server (and hydration) show it in UTC. */
export function LocalTime({ iso }: { iso: string }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return <time dateTime={iso}>{hydrated ? formatLocal(iso) : formatUtc(iso)}</time>;
}
