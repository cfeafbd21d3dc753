'use client';

import { lazy, Suspense } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import type { GameEvent } from '@/lib/content';
import { EventProgressView } from './event-progress-view';
import type { EventProgressLabels } from './event-progress-labels';

// Tracking needs sign-in: its code (SWR, the data protocol's browser client) is fetched only on a
// site with sign-in configured, so the event page of a site without it ships none of it.
const EventTracker = lazy(() => import('./event-tracker'));

/**
 * The event's tasks and shop. Everyone sees both lists (the server renders them); where sign-in
 * is configured, a signed-in visitor can also tick tasks off and count purchases.
 */
export function EventProgress({
  event,
  labels,
}: {
  event: Pick<GameEvent, '_id' | 'tasks' | 'shop'>;
  labels: EventProgressLabels;
}) {
  const { configured } = useAuth();
  const lists = <EventProgressView event={event} labels={labels} />;
  if (!configured) return lists;
  return (
    <Suspense fallback={lists}>
      <EventTracker event={event} labels={labels} />
    </Suspense>
  );
}
