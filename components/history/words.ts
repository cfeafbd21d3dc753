import 'server-only';
import { titleCase } from '@/components/common/game-style';
import type { SiteLocale } from '@/lib/i18n/locales';
import { catalogs } from '@/lib/i18n/messages';

/** A collection's name in the page's language (English as the changelog always wrote it). */
export function collectionIn(locale: SiteLocale, collection: string): string {
  const kinds = catalogs[locale].kinds as Record<string, string>;
  return locale !== 'en' && Object.hasOwn(kinds, collection) ? kinds[collection]! : titleCase(collection);
}
