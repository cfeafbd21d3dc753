import Link from '@/components/common/page-link';
import { PortraitImage } from '@/components/common/portrait-image';
import type { Character, GameEvent } from '@/lib/content';
import { useLocale } from '#i18n/use-locale';
import { getMessages, getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';
import { fill } from '@/lib/i18n/fill';
import { Countdown } from './countdown';
import { EventDates } from './event-dates';
import { eventDatesLabels } from './event-dates-labels';
import type { EventPhase } from './event-time';
import { EventTypeBadge } from './event-type-badge';

export type FeaturedCharacter = Pick<Character, '_id' | 'name' | 'element' | 'class'>;

interface Props {
  event: Pick<GameEvent, '_id' | 'name' | 'type' | 'start' | 'end' | 'timeZone' | 'featured'>;
  phase: EventPhase;
  characters: Map<string, FeaturedCharacter>;
}

/** An event in the list: type, name, dates, a live countdown and the featured characters, in the page's language. */
export function EventCard({ event, phase, characters }: Props) {
  const featured = event.featured.flatMap((id) => characters.get(id) ?? []);
  const locale = useLocale();
  const countdown = getMessages(locale, 'countdown');
  const t = getT(locale, 'events');
  const portrait = getT(locale, 'cards')('portrait', { name: '{name}' });
  return (
    <article className="card h-100" data-event={event._id}>
      <div className="card-body">
        <EventTypeBadge type={event.type} label={term(locale, 'eventTypes', event.type)} />
        <h2 className="h5 card-title mt-2">
          <Link href={`/events/${event._id}`}>{event.name}</Link>
        </h2>
        <p className="mb-1">
          <Countdown start={event.start} end={event.end} phase={phase} labels={countdown} locale={locale} />
        </p>
        <p className="small text-body-secondary mb-2">
          <EventDates event={event} labels={eventDatesLabels(locale)} />
        </p>
        {featured.length > 0 && (
          <ul className="list-inline mb-0" aria-label={t('featured')}>
            {featured.map((c) => (
              <li key={c._id} className="list-inline-item me-2">
                <Link href={`/chars/${c._id}`} className="d-inline-flex align-items-center gap-1 small">
                  <PortraitImage character={c} size={28} label={fill(portrait, { name: c.name })} />
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
