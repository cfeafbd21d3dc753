import { intlTags, type SiteLocale } from '@/lib/i18n/locales';
import type { GameEvent } from '@/lib/content';
import { formatInZone } from '@/lib/format/date';
import { fill } from '@/lib/i18n/fill';
import { LocalTime } from './local-time';

type Dated = Pick<GameEvent, 'start' | 'end' | 'timeZone'>;

/** The dates' words in the page's language: its locale, and "Starts", "Ends", "Event time: {time} ({zone})". */
export interface EventDatesLabels {
  locale: string;
  starts: string;
  ends: string;
  eventTime: string;
}

/** The Intl language tag a page's locale writes dates with. */
export const dateLocale = (locale: string) => intlTags[locale as SiteLocale] ?? intlTags.en;

/**
 * What the event's own zone says of a moment, for a title: "Event time: Nov 20, 2026, 10:00 AM
 * GMT+9 (Asia/Tokyo)". Written on the server, so the browser loads no Intl zone data for it.
 */
export const eventZoneTitle = (iso: string, timeZone: string, labels?: EventDatesLabels) =>
  labels
    ? fill(labels.eventTime, { time: formatInZone(iso, timeZone, dateLocale(labels.locale)), zone: timeZone })
    : `Event time: ${formatInZone(iso, timeZone)} (${timeZone})`;

/**
 * Start and end, a line each, in one zone: UTC in the server's HTML, the visitor's own once
 * hydrated (LocalTime), each labelled with its zone; the event's own zone is on hover. In the
 * page's language with its labels, in English without them.
 */
export function EventDates({ event, labels }: { event: Dated; labels?: EventDatesLabels }) {
  return (['start', 'end'] as const).map((key) => (
    <span key={key} className="d-block">
      {key === 'start' ? `${labels?.starts ?? 'Starts'} ` : `${labels?.ends ?? 'Ends'} `}
      <LocalTime
        iso={event[key]}
        title={eventZoneTitle(event[key], event.timeZone, labels)}
        locale={labels?.locale}
      />
    </span>
  ));
}
