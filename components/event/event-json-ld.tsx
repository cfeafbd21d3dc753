import { JsonLd } from '@/components/common/json-ld';
import { EntityJsonLd } from '@/components/common/entity-json-ld';
import { siteConfig } from '@/lib/config/site';
import { useLocale } from '#i18n/use-locale';
import { localeHref } from '@/lib/i18n/locales';
import type { GameEvent } from '@/lib/content';
import { eventSummary } from './event-summary';

/** Structured data for an event page: the page, its breadcrumb, and a schema.org Event. */
export function EventJsonLd({ event }: { event: GameEvent }) {
  const locale = useLocale();
  const url = `${siteConfig.url}${localeHref(`/events/${event._id}`, locale)}`;
  return (
    <>
      <EntityJsonLd
        section={{ kind: 'events', path: '/events' }}
        entity={event}
        description={eventSummary(event, locale)}
        about={{ '@type': 'Event', '@id': `${url}#event` }}
      />
      <JsonLd
        id="event"
        data={{
          '@type': 'Event',
          '@id': `${url}#event`,
          name: event.name,
          description: eventSummary(event, locale),
          startDate: event.start,
          endDate: event.end,
          eventStatus: 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
          location: { '@type': 'VirtualLocation', url },
          organizer: { '@type': 'Organization', name: `${siteConfig.gameName} (in game)` },
        }}
      />
    </>
  );
}
