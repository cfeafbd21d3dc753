import { clockStatus } from './clock';
import {
  by,
  entryContext,
  ownedFilter,
  listStateQuery,
  otherPageNumber,
  otherPageParams,
  otherPages,
  pageCount,
  pageHref,
  pageIds,
  pageOf,
  pageStarts,
  itemWeight,
  parseListState,
  visibleIds,
  type ListDeclaration,
} from './list';
import { listModel } from './list-model';

interface Unit {
  _id: string;
  name: string;
  rank: number;
  tags: string[];
  boss: boolean;
}

const units: Unit[] = [
  { _id: 'c', name: 'Cato', rank: 2, tags: ['fire'], boss: false },
  { _id: 'a', name: 'Ada', rank: 3, tags: ['frost', 'fire'], boss: true },
  { _id: 'b', name: 'Bex', rank: 1, tags: [], boss: false },
];

const list: ListDeclaration<Unit> = {
  kind: 'characters',
  page: { columns: 'row-cols-1' },
  filters: [
    { name: 'element', options: ['fire', 'frost'], of: (u) => u.tags },
    { name: 'rarity', options: [{ value: '3', label: '3 stars' }], of: (u) => u.rank },
    { name: 'boss', options: 'switch', of: (u) => u.boss },
  ],
  sorts: [
    { value: 'name', compare: by((u) => u.name) },
    { value: 'rarity', compare: by((u) => u.rank, -1) },
  ],
};
const model = listModel(list, units, 'en');
const state = (query: string) => parseListState(model, new URLSearchParams(query));
const show = (query: string, text?: Record<string, string>) =>
  visibleIds(model, state(query), (id) => text?.[id]);

describe('list declarations', () => {
  it('turn into controls, per-item facets and every declared order', () => {
    expect(model.controls.map((c) => [c.name, c.kind, c.label, c.options.map((o) => o.label)])).toEqual([
      ['element', 'select', 'Element', ['Fire', 'Frost']],
      ['rarity', 'select', 'Rarity', ['3 stars']],
      ['boss', 'switch', 'Bosses only', ['Bosses only']],
    ]);
    expect(model.items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(model.items[0]!.facets).toEqual({ element: ['frost', 'fire'], rarity: ['3'], boss: ['1'] });
    expect(model.items[1]!.facets).toEqual({ element: [], rarity: ['1'], boss: [] });
    expect(model.orders).toEqual({ name: ['a', 'b', 'c'], rarity: ['a', 'c', 'b'] });
  });

  it("are worded in the page's language: heading, form, search, filters, options and sorts", () => {
    const declared: ListDeclaration<Unit> = {
      ...list,
      search: 'title',
      filters: [
        { name: 'element', options: ['flame', 'frost'], words: 'elements', of: (u) => u.tags },
        { name: 'rarity', options: [3], words: 'stars', of: (u) => u.rank },
        { name: 'boss', options: 'switch', of: (u) => u.boss },
      ],
    };
    const words = (locale: 'en' | 'ja' | 'es') => {
      const m = listModel(declared, units, locale);
      return [
        m.page.title,
        m.label,
        m.noun,
        m.searchPlaceholder,
        ...m.controls.flatMap((c) => [c.label, ...c.options.map((o) => o.label)]),
        ...m.sorts.map((s) => s.label),
      ];
    };
    expect(words('en')).toEqual([
      'Characters',
      'Filter characters',
      'characters',
      'Name or title…',
      'Element',
      'Flame',
      'Frost',
      'Rarity',
      '3-star',
      'Bosses only',
      'Bosses only',
      'Name',
      'Rarity',
    ]);
    expect(words('ja')).toEqual([
      'キャラクター',
      'キャラクターを絞り込む',
      'キャラクター',
      '名前または称号…',
      '属性',
      '炎',
      '氷',
      'レアリティ',
      '★3',
      'ボスのみ',
      'ボスのみ',
      '名前',
      'レアリティ',
    ]);
    expect(words('es').slice(0, 9)).toEqual([
      'Personajes',
      'Filtrar personajes',
      'personajes',
      'Nombre o título…',
      'Elemento',
      'Fuego',
      'Hielo',
      'Rareza',
      '3 estrellas',
    ]);
  });

  it.each([
    ['', ['a', 'b', 'c']],
    ['element=fire', ['a', 'c']],
    ['element=fire&sort=rarity', ['a', 'c']],
    ['sort=rarity', ['a', 'c', 'b']],
    ['boss=1', ['a']],
    ['rarity=3&element=frost', ['a']],
    ['element=water', ['a', 'b', 'c']],
    ['sort=bogus', ['a', 'b', 'c']],
  ])('a URL of %j shows %j', (query, ids) => {
    expect(show(query)).toEqual(ids);
  });

  it('searches the text each item shows, and hides nothing before that text is known', () => {
    const text = { a: 'ada the bold', b: 'bex of the tide', c: 'cato' };
    expect(show('q=THE', text)).toEqual(['a', 'b']);
    expect(show('q=the')).toEqual(['a', 'b', 'c']);
    expect(show(`q=${'x'.repeat(100)}`, text)).toEqual([]);
    expect(state(`q=${'x'.repeat(100)}`).q).toHaveLength(60);
  });

  it('writes a state back to a query without its defaults', () => {
    expect(listStateQuery(model, state('sort=name&element=fire&junk=1'))).toBe('element=fire');
    expect(listStateQuery(model, state('q=ada&sort=rarity'))).toBe('q=ada&sort=rarity');
  });
});

describe('filters the browser decides', () => {
  interface Run {
    _id: string;
    name: string;
    start: string;
    end: string;
  }
  const runs: Run[] = [
    { _id: 'old', name: 'Old', start: '2026-01-01T00:00:00Z', end: '2026-01-10T00:00:00Z' },
    { _id: 'now', name: 'Now', start: '2026-04-01T00:00:00+09:00', end: '2026-05-01T00:00:00+09:00' },
    { _id: 'soon', name: 'Soon', start: '2026-06-01T00:00:00Z', end: '2026-06-10T00:00:00Z' },
  ];
  const timed = listModel<Run>(
    {
      kind: 'events',
      page: list.page,
      filters: [
        { name: 'status', window: (r) => [r.start, r.end] },
        { name: 'owned', owned: true },
      ],
      sorts: [{ value: 'name', compare: by((r) => r.name) }],
    },
    runs,
    'en',
  );
  const at = Date.parse('2026-04-15T00:00:00Z');
  const view = (query: string, facts: Parameters<typeof visibleIds>[3]) =>
    visibleIds(timed, parseListState(timed, new URLSearchParams(query)), () => undefined, facts);

  it('reads live, upcoming and ended against the clock, to the second', () => {
    expect(timed.controls.map((c) => [c.name, c.kind, c.options.map((o) => o.value)])).toEqual([
      ['status', 'clock', ['live', 'upcoming', 'ended']],
      ['owned', 'owned', ['1']],
    ]);
    expect(view('status=live', { now: at })).toEqual(['now']);
    expect(view('status=upcoming', { now: at })).toEqual(['soon']);
    expect(view('status=ended', { now: at })).toEqual(['old']);
    // Before the browser has read its clock, a status hides nothing.
    expect(view('status=live', {})).toEqual(['now', 'old', 'soon']);
    expect(
      clockStatus('2026-04-01T00:00:00Z', '2026-04-02T00:00:00Z', Date.parse('2026-04-02T00:00:00Z')),
    ).toBe('ended');
    expect(
      clockStatus('2026-04-01T00:00:00Z', '2026-04-02T00:00:00Z', Date.parse('2026-04-01T00:00:00Z')),
    ).toBe('live');
  });

  it("keeps the roster's items with owned=1, hides nothing while the roster loads, everything for an empty one", () => {
    expect(view('owned=1', { owned: new Set(['soon', 'gone']) })).toEqual(['soon']);
    expect(view('owned=1', {})).toEqual(['now', 'old', 'soon']);
    expect(view('owned=1', { owned: new Set() })).toEqual([]);
    expect(view('', { owned: new Set() })).toEqual(['now', 'old', 'soon']);
    expect(ownedFilter(timed, parseListState(timed, new URLSearchParams('owned=1')))).toBe(true);
    expect(ownedFilter(timed, parseListState(timed, new URLSearchParams('owned=yes')))).toBe(false);
    expect(listStateQuery(timed, parseListState(timed, new URLSearchParams('owned=1&status=live')))).toBe(
      'status=live&owned=1',
    );
  });
});

describe('an entry drawn from its data', () => {
  it('takes the effect names whole, its own part of every other context, and not the words', () => {
    const effectNames = { burn: 'Burn' };
    const words = { a: 'Characters' };
    const now = Date.parse('2026-11-29T00:00:00Z');
    const context = { effectNames, words, history: { a: ['h1'], b: ['h2'] }, users: { b: ['x'] }, now };
    const own = entryContext(context, 'a');
    // The words come once from the list page (CardWordsProvider), not in every entry's props; the
    // moment the list was drawn at is every entry's.
    expect(own).toEqual({ effectNames, history: { a: ['h1'] }, users: {}, now });
    // The same object, so the page's payload writes it once for all its cards.
    expect(own.effectNames).toBe(effectNames);
  });
});

describe('the pages of a list', () => {
  it('names the pages after the first, for routes and the sitemap', () => {
    expect(otherPages(1)).toEqual([]);
    expect(otherPages(3)).toEqual([2, 3]);
    expect(otherPageParams(3)).toEqual([{ n: '2' }, { n: '3' }]);
    // One page: page 2 stands in as the one sample Cache Components asks for (a 404).
    expect(otherPageParams(1)).toEqual([{ n: '2' }]);
  });

  it('reads a page route: /page/1 is the list itself, anything but a plain number is no page', () => {
    expect(otherPageNumber('2')).toBe(2);
    expect(otherPageNumber('1')).toBeUndefined();
    for (const bad of ['0', '02', 'x', '-1', '1.5', '9999999']) expect(otherPageNumber(bad)).toBeUndefined();
  });

  it("cuts the canonical order into pages and finds an item's page", () => {
    const model = { ids: ['a', 'b', 'c', 'd', 'e'], pageStarts: pageStarts([1, 1, 1, 1, 1], 2) };
    expect(model.pageStarts).toEqual([0, 2, 4]);
    expect(pageCount(model)).toBe(3);
    expect(pageIds(model, 3)).toEqual(['e']);
    expect(pageOf(model, 'c')).toBe(2);
    expect(pageOf(model, 'zz')).toBeUndefined();
    expect(pageHref('/skills', 1)).toBe('/skills');
    expect(pageHref('/skills', 3)).toBe('/skills/page/3');
  });

  it('cuts a page early when its items outweigh the page weight, never leaving a page empty', () => {
    // Five items of 40 bytes fit two to a page at 100 bytes, though 4 are allowed by count.
    expect(pageStarts([40, 40, 40, 40, 40], 4, 100)).toEqual([0, 2, 4]);
    // An item heavier than the whole budget still gets a page of its own.
    expect(pageStarts([10, 500, 10], 4, 100)).toEqual([0, 1, 2]);
    expect(pageStarts([], 4, 100)).toEqual([0]);
    const model = { ids: ['a', 'b', 'c', 'd', 'e'], pageStarts: [0, 1, 2] };
    expect(pageIds(model, 2)).toEqual(['b']);
    expect(pageIds(model, 3)).toEqual(['c', 'd', 'e']);
    expect(pageIds(model, 4)).toEqual([]);
    expect(pageOf(model, 'a')).toBe(1);
    expect(pageOf(model, 'e')).toBe(3);
  });

  it('weighs an item by its UTF-8 bytes, so Japanese text weighs three times its letters', () => {
    expect(itemWeight({ name: 'abc' })).toBe('{"name":"abc"}'.length);
    expect(itemWeight({ name: '灯火の' }) - itemWeight({ name: 'abc' })).toBe(6);
  });
});
