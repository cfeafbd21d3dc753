import 'server-only';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import type { HistoryWords } from '@/lib/i18n/words';

/** The verified stamp's sentence in a page's language, `{version}` and `{date}` left for the stamp to fill. */
export function verifiedWords(locale: SiteLocale): Pick<HistoryWords, 'verified' | 'locale'> {
  return { locale, verified: getT(locale, 'detail')('verified', { version: '{version}', date: '{date}' }) };
}
