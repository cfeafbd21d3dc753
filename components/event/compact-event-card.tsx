import { CardTitleLink } from '@/components/common/card-title-link';
import { formatUtcDay } from '@/lib/format/date';
import type { GameEvent } from '@/lib/content';
import { useLocale } from '#i18n/use-locale';
import { getMessages, getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';
import { Countdown } from './countdown';
import { eventPhase } from './event-time';

type EventSummary = Pick<GameEvent, '_id' | 'name' | 'type' | 'start' | 'end'>;

/**
 * A compact event card: name, type, dates and a countdown, linking to /events/{id}; "Live" when
 * running at `now` (when the cached page was rendered). The countdown ticks in the browser.
 */
export function CompactEventCard({ event, now }: { event: EventSummary; now: number }) {
  const phase = eventPhase(event, now);
  const live = phase === 'ongoing';
  const locale = useLocale();
  const t = getT(locale, 'detail');
  return (
    <article className="card h-100 lf-card-link position-relative">
      <div className="card-body">
        <div className="d-flex justify-content-between gap-2">
          <CardTitleLink as="h3" className="h6 card-title mb-1" href={`/events/${event._id}`}>
            {event.name}
          </CardTitleLink>
          <span className={`badge align-self-start ${live ? 'text-bg-success' : 'text-bg-secondary'}`}>
            {t(live ? 'live' : 'upcoming')}
          </span>
        </div>
        <p className="small mb-1">
          <Countdown
            start={event.start}
            end={event.end}
            phase={phase}
            labels={getMessages(locale, 'countdown')}
            locale={locale}
          />
        </p>
        <p className="small text-body-secondary mb-0">
          {term(locale, 'eventTypes', event.type)} ·{' '}
          <time dateTime={event.start}>{formatUtcDay(event.start, locale)}</time> –{' '}
          <time dateTime={event.end}>{formatUtcDay(event.end, locale)}</time> {t('utc')}
        </p>
      </div>
    </article>
  );
}
