import 'server-only';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import type { EventDatesLabels } from './event-dates';

/** An event's start and end lines' words in a page's language, for EventDates (drawn in the browser too). */
export function eventDatesLabels(locale: SiteLocale): EventDatesLabels {
  const t = getT(locale, 'detail');
  return {
    locale,
    starts: t('starts'),
    ends: t('ends'),
    eventTime: t('eventTime', { time: '{time}', zone: '{zone}' }),
  };
}
