import 'server-only';
import { titleCase } from '@/components/common/game-style';
import type { SiteLocale } from '@/lib/i18n/locales';
import { catalogs } from '@/lib/i18n/messages';
import { changeWordsOf, englishChangeWords, type ChangeWords } from '@/lib/format/change-words';
import { changeWordsData } from '@/lib/i18n/card-words';

/** A collection's name in the page's language (English as the changelog always wrote it). */
export function collectionIn(locale: SiteLocale, collection: string): string {
  const kinds = catalogs[locale].kinds as Record<string, string>;
  return locale !== 'en' && Object.hasOwn(kinds, collection) ? kinds[collection]! : titleCase(collection);
}

/** How a change is said in a locale (lib/format/change-words.ts); English is the module's own. */
export function changeWordsIn(locale: SiteLocale): ChangeWords {
  if (locale === 'en') return englishChangeWords;
  let words = changeWords.get(locale);
  if (!words) {
    words = changeWordsOf(changeWordsData(locale));
    changeWords.set(locale, words);
  }
  return words;
}

const changeWords = new Map<SiteLocale, ChangeWords>();
