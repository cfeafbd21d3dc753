import type { GameEvent } from '@/lib/content';
import { formatInZone } from '@/lib/format/date';
import { useLocale } from '#i18n/use-locale';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { LocalTime } from './local-time';

/** The Intl language tag a page's locale writes dates with. */
export const dateLocale = (locale: SiteLocale) =>
  locale === 'ja' ? 'ja-JP' : locale === 'es' ? 'es-ES' : 'en-US';

type Dated = Pick<GameEvent, 'start' | 'end' | 'timeZone'>;

/**
 * What the event's own zone says of a moment, for a title: "Event time: Nov 20, 2026, 10:00 AM
 * GMT+9 (Asia/Tokyo)". Written on the server, so the browser loads no Intl zone data for it.
 */
export const eventZoneTitle = (iso: string, timeZone: string, locale: SiteLocale = 'en') =>
  getT(locale, 'detail')('eventTime', {
    time: formatInZone(iso, timeZone, dateLocale(locale)),
    zone: timeZone,
  });

/**
 * Start and end, a line each, in one zone: UTC in the server's HTML, the visitor's own once
 * hydrated (LocalTime), each labelled with its zone; the event's own zone is on hover.
 */
export function EventDates({ event }: { event: Dated }) {
  const locale = useLocale();
  const t = getT(locale, 'detail');
  return (['start', 'end'] as const).map((key) => (
    <span key={key} className="d-block">
      {t(key === 'start' ? 'starts' : 'ends')}{' '}
      <LocalTime iso={event[key]} title={eventZoneTitle(event[key], event.timeZone, locale)} />
    </span>
  ));
}
