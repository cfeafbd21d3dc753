import type { EventListItem, EventsContext } from '@/lib/queries/events';
import { EventCard } from './event-card';
import { eventPhase } from './event-time';

/** An events list's card, from the list's data (lib/queries/events.ts). */
export function eventListCard(event: EventListItem, { characters, now }: EventsContext) {
  return (
    <EventCard
      event={event}
      phase={eventPhase(event, now)}
      characters={new Map(Object.entries(characters))}
    />
  );
}
