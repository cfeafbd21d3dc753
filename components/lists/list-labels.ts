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
    search: t('search'),
    any: t('any'),
    sortBy: t('sortBy'),
    apply: t('apply'),
    reset: t('reset'),
  };
}

export type ListLabels = ReturnType<typeof listLabels>;

/** The words of the filter form (ListFilters). */
export type FilterLabels = Pick<ListLabels, 'search' | 'any' | 'sortBy' | 'apply' | 'reset'>;
