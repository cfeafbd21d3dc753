import { verifiedWords } from '@/components/character/verified-words';
import { VerifiedStamp } from '@/components/character/verified-stamp';
import type { GameEvent } from '@/lib/content';
import { useLocale } from '#i18n/use-locale';
import { term } from '@/lib/i18n/terms';
import { getMessages, getT } from '@/lib/i18n/messages';
import { Countdown } from './countdown';
import { formatInZone } from '@/lib/format/date';
import { type EventPhase } from './event-time';
import { EventTypeBadge } from './event-type-badge';
import { EventDates, dateLocale } from './event-dates';
import { eventDatesLabels } from './event-dates-labels';
import { LocalZone } from './local-time';

interface Props {
  event: GameEvent;
  phase: EventPhase;
}

/**
 * The top of an event page: type, name, countdown, and start/end in one zone at a time (the
 * visitor's, UTC in the server's HTML), with the event's own zone a click away.
 */
export function EventHeader({ event, phase }: Props) {
  const locale = useLocale();
  const t = getT(locale, 'detail');
  const [timesBefore, timesAfter = ''] = t('timesIn', { zone: '\u0000' }).split('\u0000');
  return (
    <header className="mb-4 pb-4 border-bottom">
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <EventTypeBadge type={event.type} label={term(locale, 'eventTypes', event.type)} />
        <Countdown
          start={event.start}
          end={event.end}
          phase={phase}
          labels={getMessages(locale, 'countdown')}
          locale={locale}
        />
      </div>
      <h1 className="h2 mb-3">{event.name}</h1>
      <p className="mb-1">
        <EventDates event={event} labels={eventDatesLabels(locale)} />
      </p>
      <p className="small text-body-secondary mb-1">
        {timesBefore}
        <LocalZone yours={getT(locale, 'events')('yourZone', { zone: '{zone}' })} />
        {timesAfter}
      </p>
      <details className="small mb-2">
        <summary>{t('ownZone', { zone: event.timeZone })}</summary>
        {(['start', 'end'] as const).map((key) => (
          <span key={key} className="d-block">
            {t(key === 'start' ? 'starts' : 'ends')}{' '}
            <time dateTime={event[key]}>{formatInZone(event[key], event.timeZone, dateLocale(locale))}</time>
          </span>
        ))}
      </details>
      <VerifiedStamp verified={event.verified} words={verifiedWords(locale)} />
    </header>
  );
}
