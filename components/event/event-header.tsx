import { VerifiedStamp } from '@/components/character/verified-stamp';
import type { GameEvent } from '@/lib/content';
import { Countdown } from './countdown';
import { formatInZone, type EventPhase } from './event-time';
import { EventTypeBadge } from './event-type-badge';
import { LocalTime } from './local-time';

interface Props {
  event: GameEvent;
  phase: EventPhase;
}

/** The top of an event page: type, name, countdown, and start/end in the event's zone and the visitor's. */
export function EventHeader({ event, phase }: Props) {
  return (
    <header className="mb-4 pb-4 border-bottom">
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <EventTypeBadge type={event.type} />
        <Countdown start={event.start} end={event.end} phase={phase} />
      </div>
      <h1 className="h2 mb-3">{event.name}</h1>
      <div className="table-responsive">
        <table className="table table-sm w-auto mb-2">
          <thead>
            <tr>
              <td />
              <th scope="col">Event time ({event.timeZone})</th>
              <th scope="col">Your time</th>
            </tr>
          </thead>
          <tbody>
            {(['start', 'end'] as const).map((key) => (
              <tr key={key}>
                <th scope="row">{key === 'start' ? 'Starts' : 'Ends'}</th>
                <td>
                  <time dateTime={event[key]}>{formatInZone(event[key], event.timeZone)}</time>
                </td>
                <td>
                  <LocalTime iso={event[key]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <VerifiedStamp verified={event.verified} />
    </header>
  );
}
