import Link from '@/components/common/page-link';
import { PortraitImage } from '@/components/common/portrait-image';
import type { GameEvent } from '@/lib/content';
import type { FeaturedCharacter } from '@/lib/queries/events';
import { fill } from '@/lib/i18n/fill';
import { Countdown, type CountdownLabels } from './countdown';
import { EventDates, type EventDatesLabels } from './event-dates';
import type { EventPhase } from './event-time';
import { EventTypeBadge } from './event-type-badge';

/** An event card's words in the page's language (eventCardWords), given once by the list page. */
export interface EventCardWords {
  countdown: CountdownLabels;
  /** The dates' words, and the language they are written in. */
  dates: EventDatesLabels;
  /** "Featured characters", the featured list's name. */
  featured: string;
  /** "Portrait of {name}". */
  portrait: string;
  types: Record<GameEvent['type'], string>;
}

interface Props {
  event: Pick<GameEvent, '_id' | 'name' | 'type' | 'start' | 'end' | 'timeZone' | 'featured'>;
  phase: EventPhase;
  /** The characters the event features. */
  featured: FeaturedCharacter[];
  words: EventCardWords;
}

/**
 * An event in the list: type, name, dates, a live countdown and the featured characters, in the
 * page's language. Drawn in the browser from the event's fields (EventEntry), as the other lists'
 * entries are.
 */
export function EventCard({ event, phase, featured, words }: Props) {
  return (
    <article className="card h-100" data-event={event._id}>
      <div className="card-body">
        <EventTypeBadge type={event.type} label={words.types[event.type]} />
        <h2 className="h5 card-title mt-2">
          <Link href={`/events/${event._id}`}>{event.name}</Link>
        </h2>
        <p className="mb-1">
          <Countdown
            start={event.start}
            end={event.end}
            phase={phase}
            labels={words.countdown}
            locale={words.dates.locale}
          />
        </p>
        <p className="small text-body-secondary mb-2">
          <EventDates event={event} labels={words.dates} />
        </p>
        {featured.length > 0 && (
          <ul className="list-inline mb-0" aria-label={words.featured}>
            {featured.map((c) => (
              <li key={c._id} className="list-inline-item me-2">
                <Link href={`/chars/${c._id}`} className="d-inline-flex align-items-center gap-1 small">
                  <PortraitImage character={c} size={28} label={fill(words.portrait, { name: c.name })} />
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
