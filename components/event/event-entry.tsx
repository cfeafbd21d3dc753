'use client';

import { withCardWords } from '@/components/lists/card-words';
import type { EventListItem, EventsContext } from '@/lib/queries/events';
import { EventCard, type EventCardWords } from './event-card';
import { eventPhase } from './event-time';

/**
 * One entry of the events list, drawn in the browser from its fields, the characters it features
 * and the moment the server drew the list at (the countdown's clock takes over from it), in the
 * list's words: the payload carries the event rather than the element tree drawn from it.
 */
export const EventEntry = withCardWords(
  (event: EventListItem, { featured, now, words }: EventsContext & { words: EventCardWords }) => (
    <EventCard
      event={event}
      phase={eventPhase(event, now)}
      featured={featured[event._id] ?? []}
      words={words}
    />
  ),
);
