import type { SiteLocale } from '@/lib/i18n/locales';
import { getPluralForms, getT } from '@/lib/i18n/messages';
import { searchWords } from './search-words';

/**
 * The navbar search box's words in the page's language, made on the server: the box is in every
 * page's first-load JS, which has no room for a catalog. `{query}` is left in for the browser.
 */
export function navbarSearchLabels(locale: SiteLocale) {
  const t = getT(locale, 'navbarSearch');
  const query = { query: '{query}' };
  return {
    label: t('label'),
    placeholder: t('placeholder'),
    hint: t('hint'),
    submit: t('submit'),
    loading: t('loading'),
    failed: t('failed'),
    noMatch: t('noMatch', query),
    results: getPluralForms(locale, 'navbarSearch', 'results'),
    listbox: t('listbox'),
    noAnswer: t('noAnswer'),
    allResults: t('allResults', query),
    ...searchWords(locale),
  };
}

export type NavbarSearchLabels = ReturnType<typeof navbarSearchLabels>;
