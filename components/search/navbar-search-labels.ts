import type { SiteLocale } from '@/lib/i18n/locales';
import { getPluralForms, getT } from '@/lib/i18n/messages';
import { interactionWords } from '@/lib/i18n/card-words';
import type { DetailWords } from '@/lib/content/interaction-detail';
import type { SearchIndex } from '@/lib/search/types';
import { searchWords } from './search-words';

/**
 * The navbar search box's words in the page's language, made on the server: what the box says
 * before its index has come (its label, hint, the loading line). The box is in every page, so
 * every word here is in every page's RSC payload; what only results need comes with the index
 * (navbarResultWords). `{query}` is left in for the browser.
 */
export function navbarSearchLabels(locale: SiteLocale) {
  const t = getT(locale, 'navbarSearch');
  return {
    label: t('label'),
    placeholder: t('placeholder'),
    hint: t('hint'),
    submit: t('submit'),
    loading: t('loading'),
    failed: t('failed'),
    listbox: t('listbox'),
    // Shown as soon as two letters are typed, the index perhaps still on its way.
    allResults: t('allResults', { query: '{query}' }),
  };
}

export type NavbarSearchLabels = ReturnType<typeof navbarSearchLabels>;

/**
 * The words of the navbar's results in a language (counts, group names, answers and their figures,
 * "also known as"), sent with that language's search index (/ja/search-index.json): only results
 * need them, and results come only once the index has.
 */
export function navbarResultWords(locale: SiteLocale) {
  const t = getT(locale, 'navbarSearch');
  const { turns, untilRemoved, stacks, targets, aspects, whileUnder, againstUnder } =
    interactionWords(locale);
  const detail: DetailWords = { turns, untilRemoved, stacks, targets, aspects, whileUnder, againstUnder };
  return {
    noMatch: t('noMatch', { query: '{query}' }),
    results: getPluralForms(locale, 'navbarSearch', 'results'),
    noAnswer: t('noAnswer'),
    ...searchWords(locale),
    detail,
  };
}

export type NavbarResultWords = ReturnType<typeof navbarResultWords>;

/** What /<locale>/search-index.json holds: the index, and the words its results are shown with. */
export type NavbarSearchIndex = SearchIndex & { words: NavbarResultWords };
