'use client';

import { withCardWords } from '@/components/lists/card-words';
import type { EventListItem } from '@/lib/queries/events';
import { EventCard, type EventCardWords, type FeaturedCharacter } from './event-card';
import { eventPhase } from './event-time';

/**
 * One entry of the events list, drawn in the browser from its fields, the featured characters it
 * names and the moment the server drew the list at (the countdown's clock takes over from it), in
 * the list's words: the payload carries the event rather than the element tree drawn from it.
 */
export const EventEntry = withCardWords(
  (
    event: EventListItem,
    {
      characters,
      now,
      words,
    }: { characters: Record<string, FeaturedCharacter>; now: number; words: EventCardWords },
  ) => <EventCard event={event} phase={eventPhase(event, now)} characters={characters} words={words} />,
);
