import 'server-only';
import { kindRoute, kinds } from '@/lib/kinds/registry';
import {
  control,
  facets,
  itemWeight,
  pageStarts,
  type ListDeclaration,
  type ListModel,
  type ListPageText,
} from './list';

/**
 * A list declaration turned into what the browser receives, with the route, heading and icon of
 * its kind (lib/kinds/registry.ts). Apart from lib/queries/list.ts, which the browser loads too,
 * so that the kinds' declarations stay on the server.
 */

/** A list page's wording, its heading and icon from its kind's declaration. */
export function listPageText(list: Pick<ListDeclaration<never>, 'kind' | 'page'>): ListPageText {
  const { title, icon } = kinds[list.kind];
  return { ...list.page, title, icon };
}

/** The client's model of a list: controls, each item's facets and every declared order. */
export function listModel<T extends { _id: string }>(
  list: ListDeclaration<T>,
  items: readonly T[],
): ListModel {
  const canonical = [...items].sort(list.sorts[0].compare);
  return {
    kind: list.kind,
    page: listPageText(list),
    route: kindRoute(list.kind),
    label: list.label,
    noun: list.noun,
    searchPlaceholder: list.searchPlaceholder ?? 'Name or text…',
    controls: list.filters.map(control),
    sorts: list.sorts.map(({ value, label }) => ({ value, label })),
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
