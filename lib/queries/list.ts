/**
 * A list page as a declaration: its filters and sorts, declared once from the schema's enums.
 * On the server the declaration turns the canonical list into a ListModel (plain data the
 * client filter controls render from); the client applies the URL's filters to that model.
 * This module holds no reads, so the client may import its types and helpers.
 */
import type { HistoryEntry } from '@/lib/content';
import { titleCase } from '@/lib/content/format';
import type { IconName } from '@/lib/config/icon-names';
import type { Kind, ListName } from '@/lib/kinds/registry';
import type { Messages } from '@/lib/i18n/messages';
import type { TermGroup } from '@/lib/i18n/terms';
import { clockStatus, clockStatuses } from './clock';
import type { EntityRef } from './relations';

/** One choice of a filter: the value in the URL and the label a visitor reads. */
export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A filter control: a select of options, or an on/off switch (`name=1` in the URL). Two kinds are
 * decided in the browser, as the static page cannot know them: `clock`, a select of where an
 * item's time window stands against the visitor's clock, and `owned`, a switch that keeps the
 * characters in the visitor's roster.
 */
export interface FilterControl {
  name: string;
  label: string;
  kind: 'select' | 'switch' | 'clock' | 'owned';
  options: FilterOption[];
}

/** What only the browser knows, for the filters it decides: its clock and the visitor's roster. */
export interface BrowserFacts {
  now?: number;
  /** The ids in the visitor's roster; undefined while it loads (nothing is hidden by it then). */
  owned?: ReadonlySet<string>;
}

/** A way to order the list; the first of a list's sorts is its canonical order. */
export interface SortOption {
  value: string;
  label: string;
}

/** What a list page says about itself, in the page's language: its heading, intro, search-result description and grid. */
export interface ListPageText {
  title: string;
  /** bootstrap-icons name shown before the title. */
  icon: IconName;
  lead: string;
  /** The page's meta description. */
  description: string;
  /** Bootstrap row-cols classes of the grid, e.g. "row-cols-1 row-cols-lg-2". */
  columns: string;
}

/** Everything the client needs to filter and order a list that the server rendered whole. */
export interface ListModel {
  /** The kind listed, which names the list's words in each language's catalog. */
  kind: Kind;
  page: ListPageText;
  /** The list's route, e.g. "/chars": where "clear all filters" leads. */
  route: string;
  /** The filter form's name ("Filter characters"), in the page's language. */
  label: string;
  /** What the list holds, in the plural ("characters"): the list's and its pager's accessible names. */
  noun: string;
  searchPlaceholder: string;
  controls: FilterControl[];
  sorts: SortOption[];
  /** Every item's id, in canonical order: what the pages are cut from. */
  ids: string[];
  /**
   * Per item, in canonical order: its id and, per filter, the option values it matches. A page
   * of a paged list carries only its own items (forPage); the whole list's come with its data.
   */
  items: { id: string; facets: Record<string, string[]> }[];
  /** Per sort, the ids (of `items`) in that order. */
  orders: Record<string, string[]>;
  /**
   * Where each page of the canonical list (/route, /route/page/2, …) starts in `ids`: `[0]` for
   * a list on one page. Cut by count and by weight (pageStarts), so a longer language's longer
   * texts make more, lighter pages rather than heavier ones.
   */
  pageStarts: number[];
}

type Value = string | number | boolean | undefined | null;

/** A filter's name, which is also its label's key in the catalogs' `listFilters`. */
export type FilterName = keyof Messages['listFilters'];

/** A sort's value, which is also its label's key in the catalogs' `listSorts`. */
export type SortName = keyof Messages['listSorts'];

/**
 * How a select's options are worded: a group of the game's vocabulary (lib/i18n/terms.ts), or
 * `stars` for a rarity ("5-star", "★5"). Options given as { value, label } keep their label.
 */
export type OptionWords = TermGroup | 'stars';

/**
 * A filter of a list of T: its control, and which of its options an item matches; or a filter
 * the browser decides, by an item's time window (`window`) or by the visitor's roster (`owned`).
 * Its label is the catalogs' `listFilters.<name>`, in the page's language.
 */
export type FilterDeclaration<T> = { name: FilterName } & (
  | {
      /** Select options (an enum of the schema), or a switch that keeps the items `of` calls true. */
      options: readonly (string | number | FilterOption)[] | 'switch';
      /** How the options are worded in the page's language (title case when not said). */
      words?: OptionWords;
      /** The option values an item matches: one, several (an array field) or none. */
      of: (item: T) => Value | readonly Value[];
    }
  | {
      /** An item's start and end (ISO): live, upcoming or ended is read against the clock. */ window: (
        item: T,
      ) => readonly [start: string, end: string];
    }
  | { /** A switch that keeps the items whose id is in the visitor's roster. */ owned: true }
);

/** An order of a list of T; its label is the catalogs' `listSorts.<value>`. */
export interface SortDeclaration<T> {
  value: SortName;
  compare: (a: T, b: T) => number;
}

/**
 * A list page: its kind (whose declaration gives its route and icon, and whose key in the catalogs
 * its heading, intro, description and nouns: lib/queries/list-model.ts), grid, filters and sorts
 * (the first sort is the canonical order).
 */
export interface ListDeclaration<T extends { _id: string }> {
  kind: Kind;
  page: Pick<ListPageText, 'columns'>;
  /** What the search box asks for: the catalogs' `listSearch.<search>` ("Name or text…" when not said). */
  search?: keyof Messages['listSearch'];
  filters: readonly FilterDeclaration<T>[];
  sorts: readonly [SortDeclaration<T>, ...SortDeclaration<T>[]];
  /**
   * At most so many items per page of the canonical list, and at most `pageWeight` bytes of
   * them, so every page's HTML stays within its budget (e2e/weight.spec.ts) in every language;
   * a filtered view spans the whole list. Without `perPage`, one page holds all.
   */
  perPage?: number;
  /** The most a page's items may weigh, as JSON in UTF-8 (itemWeight): the HTML grows with it. */
  pageWeight?: number;
}

/**
 * A list's data as plain JSON: its model, every item, and what the cards need besides the item
 * (names of linked effects, who uses what, histories). The server renders a page's cards from
 * it; the browser fetches it whole (listDataHref) when a visitor filters, and renders every card.
 */
export interface ListData<T extends { _id: string } = { _id: string }, C = unknown> {
  model: ListModel;
  items: T[];
  context: C;
}

/** What most lists' cards show besides the item: linked effects' names and each entry's history. */
export interface EntryContext {
  effectNames: Record<string, string>;
  /** Entry id → its history, newest first. */
  history: Record<string, HistoryEntry[]>;
}

/**
 * The context one entry's card takes: the effect names whole (one object, which React's payload
 * writes once however many cards take it), every other part keyed by entry id cut to the entry, a
 * plain value (the moment a list was drawn at) as it is, and not the cards' words, which the list
 * page gives its entries once (CardWordsProvider). A page's cards drawn in the browser then carry
 * only their own data.
 */
export function entryContext<C extends object>(context: C, id: string): Omit<C, 'words'> {
  const own = (part: unknown) => {
    if (typeof part !== 'object' || part === null) return part;
    return id in part ? { [id]: (part as Record<string, unknown>)[id] } : {};
  };
  return Object.fromEntries(
    Object.entries(context)
      .filter(([key]) => key !== 'words')
      .map(([key, part]) => [key, key === 'effectNames' ? part : own(part)]),
  ) as Omit<C, 'words'>;
}

/** Entry id → the characters related to it (who have a skill, whose builds use a tarot). */
export type Related = Record<string, EntityRef[]>;

/** An option's label: its own, or its value worded by `word` (title case without one). */
function toOption(option: string | number | FilterOption, word?: (value: string) => string): FilterOption {
  if (typeof option === 'object') return option;
  const value = String(option);
  return { value, label: word ? word(value) : titleCase(value) };
}

function facetValues(value: Value | readonly Value[]): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.flatMap((v) =>
    v === undefined || v === null || v === false ? [] : [v === true ? '1' : String(v)],
  );
}

/** How a list's words are looked up in the page's language (made on the server: lib/queries/list-model.ts). */
export interface ControlWords {
  /** A filter's label. */
  label: (name: FilterName) => string;
  /** An option's label, by the filter's declared words (`clock`: the statuses of a time window). */
  option: (words: OptionWords | 'clock', value: string) => string;
}

/** A filter's control, as the browser draws it, in the words given. */
export function control<T>(f: FilterDeclaration<T>, words: ControlWords): FilterControl {
  const { name } = f;
  const label = words.label(name);
  if ('window' in f)
    return {
      name,
      label,
      kind: 'clock',
      options: clockStatuses.map((s) => toOption(s, (value) => words.option('clock', value))),
    };
  if ('owned' in f || f.options === 'switch')
    return { name, label, kind: 'owned' in f ? 'owned' : 'switch', options: [{ value: '1', label }] };
  const { words: optionWords } = f;
  const word = optionWords && ((value: string) => words.option(optionWords, value));
  return { name, label, kind: 'select', options: f.options.map((o) => toOption(o, word)) };
}

/** An item's facets for one filter; a clock filter's are its window, a roster filter has none. */
export function facets<T>(f: FilterDeclaration<T>, item: T): string[] {
  if ('window' in f) return [...f.window(item)];
  return 'owned' in f ? [] : facetValues(f.of(item));
}

/** Compares by a text or number field, then by name, so equal keys keep a stable order. */
export function by<T extends { name: string }>(
  key: (item: T) => string | number,
  direction: 1 | -1 = 1,
): (a: T, b: T) => number {
  return (a, b) => {
    const x = key(a);
    const y = key(b);
    const primary =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return primary * direction || a.name.localeCompare(b.name);
  };
}

export type { ListName } from '@/lib/kinds/registry';

/** Where a whole list's data is served as one JSON document, fetched when a visitor filters. */
export function listDataHref(name: ListName): string {
  return `/lists/${name}`;
}

/** What an item weighs on a page: its JSON's UTF-8 bytes, which its card writes out twice (HTML and payload). */
export function itemWeight(item: unknown): number {
  let bytes = 0;
  for (const char of JSON.stringify(item)) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * Cuts items (their weights, in order) into pages of at most `perPage` items and, past the first
 * item of a page, at most `pageWeight`: the index in the list where each page starts.
 */
export function pageStarts(weights: readonly number[], perPage: number, pageWeight = Infinity): number[] {
  const starts = [0];
  let count = 0;
  let weight = 0;
  weights.forEach((w, i) => {
    if (count > 0 && (count >= perPage || weight + w > pageWeight)) {
      starts.push(i);
      count = 0;
      weight = 0;
    }
    count += 1;
    weight += w;
  });
  return starts;
}

type Paged = Pick<ListModel, 'ids' | 'pageStarts'>;

/** How many pages the canonical list has (at least one, even when empty). */
export function pageCount(model: Paged): number {
  return Math.max(1, model.pageStarts.length);
}

/** The ids on one page (1-based) of the canonical list. */
export function pageIds(model: Paged, page: number): string[] {
  const start = model.pageStarts[page - 1];
  return start === undefined ? [] : model.ids.slice(start, model.pageStarts[page] ?? model.ids.length);
}

/** The page (1-based) of the canonical list an item is on, or undefined for an unknown id. */
export function pageOf(model: Paged, id: string): number | undefined {
  const index = model.ids.indexOf(id);
  if (index < 0) return undefined;
  let page = 1;
  while (page < model.pageStarts.length && model.pageStarts[page]! <= index) page += 1;
  return page;
}

/** A page's path: the list's own route for the first, `<route>/page/<n>` for the others. */
export function pageHref(route: string, page: number): string {
  return page <= 1 ? route : `${route}/page/${page}`;
}

/**
 * The model one page sends to the browser: every id (for the count, the pager and deep links)
 * but the facets and orders of its own items only, so a page's weight does not grow with the list.
 */
export function forPage(model: ListModel, page: number): ListModel {
  const mine = new Set(pageIds(model, page));
  return {
    ...model,
    items: model.items.filter((i) => mine.has(i.id)),
    orders: Object.fromEntries(
      Object.entries(model.orders).map(([k, ids]) => [k, ids.filter((id) => mine.has(id))]),
    ),
  };
}

/** The numbers of every page after the first (the list's own route), for their routes and the sitemap. */
export function otherPages(count: number): number[] {
  return Array.from({ length: Math.max(0, count - 1) }, (_, i) => i + 2);
}

/**
 * The pages after the first, as a `page/[n]` route's static params. Cache Components wants at
 * least one: a list of one page gets page 2 as a prerendered 404.
 */
export function otherPageParams(count: number): { n: string }[] {
  return (count > 1 ? otherPages(count) : [2]).map((n) => ({ n: String(n) }));
}

/**
 * The page a `page/[n]` route names, or undefined for no page: not a plain positive integer, or
 * 1 (the first page is the list's own route).
 */
export function otherPageNumber(segment: string): number | undefined {
  const page = parsePage(segment);
  return page === 1 ? undefined : page;
}

/** Reads a page number from a route segment: a plain positive integer, or undefined. */
export function parsePage(segment: string): number | undefined {
  return /^[1-9][0-9]{0,5}$/.test(segment) ? Number(segment) : undefined;
}

/** Whether a state is the canonical list: no filter, no search, the first sort. */
export function isCanonical(model: Pick<ListModel, 'sorts'>, state: ListState): boolean {
  return !state.q && Object.keys(state.filters).length === 0 && state.sort === model.sorts[0]?.value;
}

/** Whether a state turns on the model's owned-only filter (which then waits for the roster). */
export function ownedFilter(model: Pick<ListModel, 'controls'>, state: ListState): boolean {
  return model.controls.some((c) => c.kind === 'owned' && state.filters[c.name] === '1');
}

/** The filter state a URL asks for: known filters with known values, a search text and a sort. */
export interface ListState {
  filters: Record<string, string>;
  q: string;
  sort: string;
}

/** Longest search text taken from a URL. */
export const MAX_SEARCH_LENGTH = 60;

/** Reads a list's state from URL search params; unknown names and values are ignored. */
export function parseListState(
  model: Pick<ListModel, 'controls' | 'sorts'>,
  params: URLSearchParams,
): ListState {
  const filters: Record<string, string> = {};
  for (const control of model.controls) {
    const value = params.get(control.name);
    if (value !== null && control.options.some((o) => o.value === value)) filters[control.name] = value;
  }
  const sort = params.get('sort');
  return {
    filters,
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    sort: model.sorts.some((s) => s.value === sort) ? sort! : model.sorts[0]!.value,
  };
}

/** The query string of a state, leaving out defaults, so a shared URL holds only what was chosen. */
export function listStateQuery(model: Pick<ListModel, 'sorts'>, state: ListState): string {
  const query = new URLSearchParams();
  if (state.q) query.set('q', state.q);
  for (const [name, value] of Object.entries(state.filters)) if (value) query.set(name, value);
  if (state.sort !== model.sorts[0]?.value) query.set('sort', state.sort);
  return query.toString();
}

/**
 * The ids a state shows, in its order; `text` gives an item's searchable text (lower case), and
 * `facts` what the browser knows for the filters it decides.
 */
export function visibleIds(
  model: ListModel,
  state: ListState,
  text: (id: string) => string | undefined,
  facts: BrowserFacts = {},
): string[] {
  const facets = new Map(model.items.map((i) => [i.id, i.facets]));
  const kinds = new Map(model.controls.map((c) => [c.name, c.kind]));
  const q = state.q.toLowerCase();
  const active = Object.entries(state.filters);
  const order = model.orders[state.sort] ?? model.items.map((i) => i.id);
  const matches = (id: string, f: Record<string, string[]>, name: string, value: string) => {
    const kind = kinds.get(name);
    if (kind === 'owned') return !facts.owned || facts.owned.has(id);
    if (kind !== 'clock') return f[name]?.includes(value) ?? false;
    const [start, end] = f[name] ?? [];
    // Before the browser has read its clock, a status hides nothing.
    if (facts.now === undefined) return true;
    return start !== undefined && end !== undefined && clockStatus(start, end, facts.now) === value;
  };
  return order.filter((id) => {
    const f = facets.get(id);
    if (!f) return false;
    if (!active.every(([name, value]) => matches(id, f, name, value))) return false;
    // Before the browser has read the items' text, a search hides nothing.
    const searchable = text(id);
    return !q || searchable === undefined || searchable.includes(q);
  });
}
