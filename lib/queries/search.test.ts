import { characterSchema, contentSchemas } from '@/lib/content';
import { createDataClient } from '@/lib/data';
import { runSeed } from '@/lib/seed';
import { createEngine } from '@/lib/search/engine';
import {
  HITS_PER_KIND,
  MAX_QUERY_LENGTH,
  MAX_QUERY_TERMS,
  normalizeQuery,
  type SearchResults,
} from '@/lib/search/types';
import { entityHref, searchKinds } from '@/lib/kinds/registry';
import { withTestStore } from '@/lib/store/test-store';
import { getEffectRelations } from './effect-graph';
import { getSearchIndex, searchCodex } from './search';

withTestStore();
const system = createDataClient({ system: true });

/** Every hit as `kind:id`, best group first. */
const keys = (results: SearchResults) =>
  results.groups.flatMap((g) => g.hits.map((h) => `${g.kind}:${h.id}`));
const first = (results: SearchResults) => keys(results)[0];

describe('global search over the sample game in the real store', () => {
  beforeAll(async () => {
    const result = await runSeed({ client: system, log: () => {} });
    expect(result.status).toBe('applied');
  });

  it('indexes every document of every searched kind, with its aliases', async () => {
    const index = await getSearchIndex();
    const counts = Object.fromEntries(
      searchKinds.map((k) => [k, index.docs.filter((d) => d.kind === k).length]),
    );
    expect(counts).toEqual({
      characters: 42,
      skills: 174,
      traits: 41,
      effects: 44,
      gears: 64,
      tarots: 22,
      engravings: 36,
      events: 17,
      enemies: 48,
      teams: 6,
    });
    expect(index.docs.find((d) => d.id === 'ashby-thorne')?.aliases).toContain('Thorne');
    expect(index.version).toMatch(/^[\w-]{16}$/);
  });

  it.each([
    ['a typo (aurelai)', 'aurelai', 'characters:aurelia-vance', undefined],
    ['a surname alias (thorne)', 'thorne', 'characters:ashby-thorne', 'Thorne'],
    ['a gear by name (wickblade)', 'wickblade', 'gears:wickblade', undefined],
    ['a prefix (wickbl)', 'wickbl', 'gears:wickblade', undefined],
    ['a misspelt gear (wikblade)', 'wikblade', 'gears:wickblade', undefined],
    ['a skill', 'anchorfall', 'skills:anchorfall', undefined],
    ['a trait', 'candle sight', 'traits:candle-sight', undefined],
    ['an effect', 'petrify', 'effects:petrify', undefined],
    ['an effect alias (anti-heal)', 'anti-heal', 'effects:heal-block', 'Anti-Heal'],
    ['a tarot', 'the fool', 'tarots:the-fool', undefined],
    ['an event', 'longest night', 'events:the-longest-night', undefined],
    ['an enemy by former name', 'frost hag', 'enemies:frost-hag', 'Frost Hag'],
  ])('finds %s', async (_what, query, expected, alias) => {
    const results = await searchCodex(query);
    expect(first(results)).toBe(expected);
    expect(results.groups[0]?.hits[0]?.alias).toBe(alias);
  });

  it('groups results by kind and links each to its page or anchor', async () => {
    const results = await searchCodex('wick');
    const kinds = results.groups.map((g) => g.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds).toEqual(expect.arrayContaining(['gears', 'enemies', 'events']));
    const hrefs = Object.fromEntries(
      results.groups.flatMap((g) => g.hits.map((h) => [`${g.kind}:${h.id}`, h.href])),
    );
    expect(hrefs['gears:wickblade']).toBe('/gears/wickblade');
    expect(hrefs['enemies:wick-thief']).toBe('/enemies#wick-thief');
    expect(hrefs['events:night-of-hollow-wicks']).toBe('/events/night-of-hollow-wicks');
    expect(entityHref('effects', 'burn')).toBe('/effects/burn');
  });

  it('lists every match on the server: all seven tanks, the navbar showing the first six', async () => {
    const tanks = (await searchCodex('tank')).groups[0]!;
    expect(tanks.kind).toBe('characters');
    expect(tanks.hits).toHaveLength(7);
    const served = createEngine(JSON.parse(JSON.stringify(await getSearchIndex())));
    expect(served.search('tank', { perKind: HITS_PER_KIND }).groups[0]?.hits).toEqual(
      tanks.hits.slice(0, HITS_PER_KIND),
    );
  });

  it('answers a relation question from the effect graph of the stored content', async () => {
    const results = await searchCodex('who applies taunt');
    expect(results.answer).toMatchObject({ effect: 'taunt', relation: 'applies', effectName: 'Taunt' });
    expect(results.answer?.entries).toEqual((await getEffectRelations('taunt')).applies);
    expect(results.answer?.entries.length).toBeGreaterThan(0);
  });

  it('gives the browser the same results as the server from the same index document', async () => {
    const served = JSON.parse(JSON.stringify(await getSearchIndex()));
    const browser = createEngine(served);
    for (const q of ['aurelai', 'thorne', 'wick', 'frost', 'ember b', 'zzzz']) {
      expect(browser.search(q)).toEqual(await searchCodex(q));
    }
  });

  it('bounds the query: length, words, control characters; too short or nothing matching is empty', async () => {
    expect(normalizeQuery('  a\u0000b   c  ')).toBe('a b c');
    expect(normalizeQuery('x'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
    expect(normalizeQuery(Array(20).fill('ash').join(' ')).split(' ')).toHaveLength(MAX_QUERY_TERMS);
    expect(normalizeQuery(['thorne', 'other'])).toBe('thorne');
    expect(normalizeQuery(undefined)).toBe('');
    expect((await searchCodex('a')).count).toBe(0);
    expect(await searchCodex('qqqqxxzz')).toMatchObject({ count: 0, groups: [] });
    const long = await searchCodex('thorne '.repeat(100));
    expect(long.query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(first(long)).toBe('characters:ashby-thorne');
  });

  it('a write is searchable at once: a new alias finds its character', async () => {
    await system.updateOne(
      'characters',
      { _id: 'keel' },
      { aliases: ['Harpoon', 'Grey Reach', 'Keal', 'Old Salt'] },
    );
    expect(first(await searchCodex('old salt'))).toBe('characters:keel');
  });
});

describe('search per locale over the stored translations', () => {
  beforeAll(async () => {
    const result = await runSeed({ client: system, log: () => {} });
    expect(['applied', 'unchanged']).toContain(result.status);
  });

  /** Each hit as `kind:id`, with `(alias)` when it was found by an alias. */
  const hits = (results: SearchResults) =>
    results.groups.flatMap((g) => g.hits.map((h) => `${g.kind}:${h.id}${h.alias ? ` (${h.alias})` : ''}`));

  it.each([
    ['her Japanese name', 'アウレリア・ヴァンス', ['characters:aurelia-vance']],
    ['her name typed without its dot', 'アウレリアヴァンス', ['characters:aurelia-vance']],
    ['a word of her name', 'ヴァンス', ['characters:aurelia-vance']],
    ['his name in hiragana', 'あしゅびー', ['characters:ashby-thorne']],
    ['his name in katakana', 'アシュビー', ['characters:ashby-thorne']],
    ['his name in half-width katakana', 'ｱｼｭﾋﾞｰ', ['characters:ashby-thorne']],
    ['his English name, shown as the alias it matched', 'Ashby', ['characters:ashby-thorne (Ashby)']],
    ['her English surname, an alias', 'vance', ['characters:aurelia-vance (Vance)']],
    ['her English name', 'aurelia vance', ['characters:aurelia-vance (Aurelia Vance)']],
    [
      'a kanji name by its reading in hiragana',
      'とうしんけん',
      ['gears:wickblade', 'skills:wickblade-sweep'],
    ],
    [
      'a kanji name by its reading in katakana',
      'トウシンケン',
      ['gears:wickblade', 'skills:wickblade-sweep'],
    ],
    ['a kanji name as written', '灯芯剣', ['gears:wickblade', 'skills:wickblade-sweep']],
  ])('in Japanese finds %s (%s)', async (_what, query, expected) => {
    expect(hits(await searchCodex(query, 'ja'))).toEqual(expected);
  });

  it('in Japanese finds a word inside a name, and one kanji alone, names starting with it first', async () => {
    const lamplighter = hits(await searchCodex('点灯人', 'ja'));
    expect(lamplighter[0]).toBe('skills:lamplighters-oath'); // 点灯人の誓い starts with it
    expect(lamplighter).toEqual(
      expect.arrayContaining([
        'traits:last-lamplighter',
        'characters:aurelia-vance',
        'characters:kestrel-dane',
      ]),
    );
    const sword = hits(await searchCodex('剣', 'ja'));
    expect(sword[0]).toBe('traits:blade-rhythm'); // 剣のリズム starts with it
    expect(sword).toEqual(
      expect.arrayContaining(['gears:wickblade', 'gears:dawnshard-greatsword', 'skills:wickblade-sweep']),
    );
    expect(sword).not.toContain('characters:aurelia-vance');
    // One kana alone is not a query: it would match most of the index.
    expect((await searchCodex('あ', 'ja')).count).toBe(0);
  });

  it.each([
    ['one kana off Ashby', 'あしゅびい'],
    ['one kana off Kestrel', 'けすとれり'],
    ['two kana swapped in Kestrel', 'けとすれる'],
  ])('in Japanese guesses no typo: %s (%s) finds nothing', async (_what, query) => {
    expect(await searchCodex(query, 'ja')).toMatchObject({ count: 0, groups: [] });
  });

  it('in Japanese a kana name finds that character only, not one a kana or two away', async () => {
    expect(hits(await searchCodex('けすとれる', 'ja'))).toEqual(['characters:kestrel-dane']);
    expect(hits(await searchCodex('いるざ', 'ja'))).toEqual(['characters:ilsa-morrow']);
    expect(hits(await searchCodex('いるゔぁ', 'ja'))).toEqual(['characters:sister-ylva']);
  });

  it.each([
    ['curse', 'maldición', 'maldicion', ['effects:curse', 'skills:ellery-relay-curse']],
    ['evasion', 'evasión', 'evasion', ['effects:evasion']],
    ['a compass', 'brújula', 'brujula', ['gears:brass-compass']],
    ['a title', 'ciénaga gélida', 'cienaga gelida', ['characters:hollis-crane']],
  ])('in Spanish finds %s with or without accents', async (_what, accented, plain, expected) => {
    expect(hits(await searchCodex(accented, 'es'))).toEqual(expected);
    expect(hits(await searchCodex(plain, 'es'))).toEqual(expected);
    expect(hits(await searchCodex(accented.toUpperCase(), 'es'))).toEqual(expected);
  });

  it.each([
    ['two letters swapped', 'maldicoin', 'effects:curse'],
    ['two letters swapped', 'evasoin', 'effects:evasion'],
    ['a letter missing', 'corosion', 'effects:corrode'],
    ['the English name misspelt', 'aurelai', 'characters:aurelia-vance'],
  ])('in Spanish finds a Latin typo, %s (%s)', async (_what, query, expected) => {
    expect(first(await searchCodex(query, 'es'))).toBe(expected);
  });

  it('in Spanish finds by the English name too, shown as the alias it matched', async () => {
    expect(hits(await searchCodex('curse', 'es'))).toEqual([
      'effects:curse (Curse)',
      'skills:ellery-relay-curse (Relay Curse)',
    ]);
  });

  it('shows names and titles in the locale and links to the English paths (the routes add the prefix)', async () => {
    const [ja] = (await searchCodex('灯芯剣', 'ja')).groups[0]!.hits;
    expect(ja).toMatchObject({ id: 'wickblade', name: '灯芯剣', href: '/gears/wickblade' });
    const es = (await searchCodex('farolera', 'es')).groups[0]!.hits[0];
    expect(es).toMatchObject({ id: 'aurelia-vance', href: '/chars/aurelia-vance' });
    expect(es?.detail).toContain('La Última Farolera');
  });

  it("writes the line under a result in the locale's words: kind, rarity, slot, element", async () => {
    const line = async (locale: 'ja' | 'es', id: string) =>
      (await getSearchIndex(locale)).docs.find((d) => d.id === id)?.detail;
    expect(await line('ja', 'wickblade')).toMatch(/^レジェンダリー 武器/);
    expect(await line('es', 'wickblade')).toMatch(/^Arma · Legendario/);
    expect(await line('ja', 'aurelia-vance')).toContain('5★ 光 先鋒');
    expect(await line('es', 'aurelia-vance')).toContain('Vanguardia de Radiante');
    expect((await getSearchIndex('en')).docs.find((d) => d.id === 'wickblade')?.detail).toMatch(
      /^legendary weapon/,
    );
  });

  it('keeps English as it was: the same index as without a locale, no readings, no translated names', async () => {
    const en = await getSearchIndex('en');
    expect(en).toEqual(await getSearchIndex());
    expect(en.docs.some((d) => 'reading' in d)).toBe(false);
    expect(en.docs.find((d) => d.id === 'wickblade')?.name).toBe('Wickblade');
    const ja = await getSearchIndex('ja');
    expect(ja.docs.map((d) => `${d.kind}:${d.id}`)).toEqual(en.docs.map((d) => `${d.kind}:${d.id}`));
    expect(ja.version).not.toBe(en.version);
    expect(await searchCodex('灯芯剣')).toMatchObject({ count: 0 });
  });

  it('gives the browser the same results as the server from the same locale index document', async () => {
    for (const locale of ['ja', 'es'] as const) {
      const browser = createEngine(JSON.parse(JSON.stringify(await getSearchIndex(locale))));
      for (const q of ['アシュビー', '点灯', '剣', 'maldicion', 'aurelai', 'tank'])
        expect(browser.search(q)).toEqual(await searchCodex(q, locale));
    }
  });
});

describe('the aliases field', () => {
  const valid = contentSchemas.gears.shape.aliases;

  it('is optional on every content schema', () => {
    for (const kind of searchKinds) expect(contentSchemas[kind].shape.aliases).toBeDefined();
    expect(valid.safeParse(undefined).success).toBe(true);
    expect(valid.safeParse(['Thorne', 'Ashby Thorne']).success).toBe(true);
  });

  it.each([
    [['Thorne', 'thorne'], 'must not repeat an alias (ignoring case)'],
    [[' Thorne'], 'must not start or end with a space'],
    [['x'], 'Too small'],
    [['a'.repeat(61)], 'Too big'],
    [Array.from({ length: 13 }, (_, i) => `alias ${i}`), 'Too big'],
    ['Thorne', 'expected array'],
  ])('refuses %j, naming what is wrong', (aliases, message) => {
    const parsed = characterSchema.shape.aliases.safeParse(aliases);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message.toLowerCase()).toContain(message.toLowerCase());
  });
});
