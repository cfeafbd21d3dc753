import type { GameEvent } from '@/lib/content';
import { formatInZone } from './event-time';

/** "Nov 20, 2026, 10:00 AM GMT+9 – Dec 4, 2026, 4:59 AM GMT+9", in the zone the game announces. */
export function EventDates({ event }: { event: Pick<GameEvent, 'start' | 'end' | 'timeZone'> }) {
  return (
    <span>
      <time dateTime={event.start}>{formatInZone(event.start, event.timeZone)}</time>
      {' – '}
      <time dateTime={event.end}>{formatInZone(event.end, event.timeZone)}</time>
    </span>
  );
}
