import 'server-only';
import { kindRoute, kinds } from '@/lib/kinds/registry';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { rarityLabel, term } from '@/lib/i18n/terms';
import {
  control,
  facets,
  itemWeight,
  pageStarts,
  type ControlWords,
  type ListDeclaration,
  type ListModel,
  type ListPageText,
} from './list';

/**
 * A list declaration turned into what the browser receives, in the page's language, with the
 * route and icon of its kind (lib/kinds/registry.ts) and its words from the catalogs (messages/):
 * the heading, intro, description and noun by its kind, each filter's label by its name, each
 * sort's by its value. Apart from lib/queries/list.ts, which the browser loads too, so that the
 * kinds' declarations and the catalogs stay on the server.
 */

/** A list page's wording in a language, its icon from its kind's declaration. */
export function listPageText(
  list: Pick<ListDeclaration<never>, 'kind' | 'page'>,
  locale: SiteLocale,
): ListPageText {
  const { kind } = list;
  return {
    ...list.page,
    // English heads a list with its kind's title ("Tier list"); the others with the kind's name.
    title: locale === 'en' ? kinds[kind].title : getT(locale, 'kinds')(kind),
    icon: kinds[kind].icon,
    lead: getT(locale, 'listLeads')(kind),
    description: getT(locale, 'listDescriptions')(kind),
  };
}

/** How a list's filters and their options are worded in a language. */
function controlWords(locale: SiteLocale): ControlWords {
  const clock = getT(locale, 'clockStatuses');
  return {
    label: getT(locale, 'listFilters'),
    option: (words, value) =>
      words === 'clock'
        ? clock(value as Parameters<typeof clock>[0])
        : words === 'stars'
          ? rarityLabel(locale, Number(value))
          : term(locale, words, value),
  };
}

/** The client's model of a list, in the page's language: controls, each item's facets and every declared order. */
export function listModel<T extends { _id: string }>(
  list: ListDeclaration<T>,
  items: readonly T[],
  locale: SiteLocale,
): ListModel {
  const canonical = [...items].sort(list.sorts[0].compare);
  const noun = getT(locale, 'listNouns')(list.kind);
  const words = controlWords(locale);
  const sortLabel = getT(locale, 'listSorts');
  return {
    kind: list.kind,
    page: listPageText(list, locale),
    route: kindRoute(list.kind),
    label: getT(locale, 'lists')('filterForm', { items: noun }),
    noun,
    searchPlaceholder: getT(locale, 'listSearch')(list.search ?? 'text'),
    controls: list.filters.map((f) => control(f, words)),
    sorts: list.sorts.map(({ value }) => ({ value, label: sortLabel(value) })),
    ids: canonical.map((item) => item._id),
    items: canonical.map((item) => ({
      id: item._id,
      facets: Object.fromEntries(list.filters.map((f) => [f.name, facets(f, item)])),
    })),
    orders: Object.fromEntries(
      list.sorts.map((s) => [s.value, [...items].sort(s.compare).map((i) => i._id)]),
    ),
    pageStarts: pageStarts(canonical.map(itemWeight), list.perPage ?? Infinity, list.pageWeight),
  };
}
