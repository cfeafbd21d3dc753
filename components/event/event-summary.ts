import 'server-only';
import type { GameEvent } from '@/lib/content';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';
import { formatUtc, formatUtcDay } from '@/lib/format/date';
import { eventTypeLabels } from './event-style';

/** One sentence about an event for search results and share previews, in a page's language. */
export function eventSummary(
  e: Pick<GameEvent, 'name' | 'type' | 'start' | 'end'>,
  locale: SiteLocale = 'en',
): string {
  const english = locale === 'en';
  // Another language gives the days in its own words: a description has no room for times and zones.
  const when = (iso: string) => (english ? formatUtc(iso) : formatUtcDay(iso, locale));
  const type = english ? eventTypeLabels[e.type] : term(locale, 'eventTypes', e.type);
  return getT(locale, 'eventPage')('description', {
    name: e.name,
    type: locale === 'ja' ? type : type.toLocaleLowerCase(locale),
    start: when(e.start),
    end: when(e.end),
  });
}
