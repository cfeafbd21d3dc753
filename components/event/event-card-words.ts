import 'server-only';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getMessages, getT } from '@/lib/i18n/messages';
import { terms } from '@/lib/i18n/terms';
import type { EventCardWords } from './event-card';
import { eventDatesLabels } from './event-dates-labels';

/** The events list's card words in a page's language, for the entries drawn in the browser. */
export function eventCardWords(locale: SiteLocale): EventCardWords {
  return {
    countdown: getMessages(locale, 'countdown'),
    dates: eventDatesLabels(locale),
    featured: getT(locale, 'events')('featured'),
    portrait: getT(locale, 'cards')('portrait', { name: '{name}' }),
    types: terms(locale, 'eventTypes') as EventCardWords['types'],
  };
}
