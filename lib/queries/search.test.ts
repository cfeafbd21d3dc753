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
