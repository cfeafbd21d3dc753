import 'server-only';
import type { Freshness } from '@/lib/content';
import { formatDay } from '@/lib/format/date';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import type { VerifiedWords } from './verified-stamp';

/** The verified stamp's sentence in a page's language, split where the date goes (it stays a <time>). */
export function verifiedWords(locale: SiteLocale, verified: Freshness): VerifiedWords {
  const [before = '', after = ''] = getT(locale, 'detail')('verified', {
    version: verified.version,
    date: '\u0000',
  }).split('\u0000');
  return { before, after, day: formatDay(verified.date, locale) };
}
