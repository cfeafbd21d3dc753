import type { GameEvent } from '@/lib/content';
import { formatInZone } from '@/lib/format/date';
import { LocalTime } from './local-time';

type Dated = Pick<GameEvent, 'start' | 'end' | 'timeZone'>;

/**
 * What the event's own zone says of a moment, for a title: "Event time: Nov 20, 2026, 10:00 AM
 * GMT+9 (Asia/Tokyo)". Written on the server, so the browser loads no Intl zone data for it.
 */
export const eventZoneTitle = (iso: string, timeZone: string) =>
  `Event time: ${formatInZone(iso, timeZone)} (${timeZone})`;

/**
 * Start and end, a line each, in one zone: UTC in the server's HTML, the visitor's own once
 * hydrated (LocalTime), each labelled with its zone; the event's own zone is on hover.
 */
export function EventDates({ event }: { event: Dated }) {
  return (['start', 'end'] as const).map((key) => (
    <span key={key} className="d-block">
      {key === 'start' ? 'Starts ' : 'Ends '}
      <LocalTime iso={event[key]} title={eventZoneTitle(event[key], event.timeZone)} />
    </span>
  ));
}
