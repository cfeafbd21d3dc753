import 'server-only';
import { titleCase } from '@/components/common/game-style';
import { formatDay } from '@/lib/format/date';
import type { SiteLocale } from '@/lib/i18n/locales';
import { catalogs } from '@/lib/i18n/messages';

const dayFormats = new Map<SiteLocale, Intl.DateTimeFormat>();

/** A stored day ("2026-11-20…") in the page's language; English exactly as formatDay writes it. */
export function dayIn(locale: SiteLocale, date: string): string {
  if (locale === 'en') return formatDay(date);
  let format = dayFormats.get(locale);
  if (!format) {
    const tag = locale === 'ja' ? 'ja-JP' : 'es-ES';
    format = new Intl.DateTimeFormat(tag, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** A collection's name in the page's language (English as the changelog always wrote it). */
export function collectionIn(locale: SiteLocale, collection: string): string {
  const kinds = catalogs[locale].kinds as Record<string, string>;
  return locale !== 'en' && Object.hasOwn(kinds, collection) ? kinds[collection]! : titleCase(collection);
}
