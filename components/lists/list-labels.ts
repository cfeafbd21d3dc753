import type { Kind } from '@/lib/kinds/registry';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getPluralForms, getT } from '@/lib/i18n/messages';

/**
 * A list's words in the page's language (its count, "no match", loading and roster notes, the
 * filter form's own words), made on the server for the list's client component, which takes them
 * as props and loads no catalog.
 */
export function listLabels(locale: SiteLocale, kind: Kind) {
  const t = getT(locale, 'lists');
  return {
    count: getPluralForms(locale, 'listCounts', kind),
    noMatch: getT(locale, 'listNoMatch')(kind),
    /** With `{items}` left in, for the browser to put the count's words (pluralText) in. */
    loadingAll: t('loadingAll', { items: '{items}' }),
    loadingRoster: t('loadingRoster'),
    wholeListFailed: t('wholeListFailed'),
    emptyRoster: t('emptyRoster'),
    addToRoster: t('addToRoster'),
    clearFilters: t('clearFilters'),
    form: listFormLabels(locale),
  };
}

/** The filter form's own words (its search box, "any" option, sort, apply and reset). */
export function listFormLabels(locale: SiteLocale) {
  const ui = getT(locale, 'listUi');
  return {
    search: ui('search'),
    any: ui('any'),
    sortBy: ui('sortBy'),
    apply: ui('apply'),
    reset: ui('reset'),
    gameMode: ui('gameMode'),
  };
}

export type ListFormLabels = ReturnType<typeof listFormLabels>;

export type ListLabels = ReturnType<typeof listLabels>;
