import { storedTranslation } from './__fixtures__/translation';
import { createDataClient } from '@/lib/data';
import { refreshSummaries } from '@/lib/functions/summaries';
import { copyFixture } from '@/lib/seed/__fixtures__/fixture';
import { runSeed } from '@/lib/seed';
import { getStore } from '@/lib/store';
import { withTestStore } from '@/lib/store/test-store';
import { getCharacterPage } from './characters';
import { getComparison } from './compare';
import type { PageLocale } from './translations';

// A character page's one read, over content imported into the real store.
withTestStore();
const editor = createDataClient({ system: true });

beforeAll(async () => {
  const content = copyFixture();
  try {
    const result = await runSeed({ client: editor, contentDir: content.dir, log: () => {} });
    expect(result.issues).toEqual([]);
  } finally {
    content.dispose();
  }
});

test('a character page reads the character and everything it links to, in the order the character names them', async () => {
  const page = await getCharacterPage('aria');
  expect(page?.character.name).toBe('Aria');
  const { details } = page!;
  expect(details.skills.map((s) => s._id)).toEqual(['ember-slash', 'wick-guard', 'steady-flame']);
  expect(details.traits.map((t) => t._id)).toEqual(['oathbound', 'lantern-aura']);
  expect([...details.gears.keys()]).toEqual(['ashen-blade']);
  expect([...details.tarots.keys()]).toEqual(['the-fool']);
  expect([...details.engravings.keys()]).toEqual(['ember-rune']);
  // Ember Slash applies Burn: the effect is read for its chip and its name.
  expect(details.effectNames.burn).toBe('Burn');
  expect(details.effects.burn).toEqual({ name: 'Burn', type: 'debuff' });
  expect(details.placements.map((p) => p.mode)).toEqual(['story']);
  // The import recorded the character's arrival.
  expect(page!.history.map((h) => [h.collection, h.id])).toEqual([['characters', 'aria']]);
  // The stat bars' scale spans the roster: each stat's highest value names who reaches it.
  expect(['Aria', 'Bram']).toContain(page!.scale.hp.holder);
  expect(page!.scale.hp.max).toBeGreaterThan(0);
});

test('an unknown character reads as null, and the compare page reports it missing', async () => {
  expect(await getCharacterPage('nobody')).toBeNull();
  const { rows, missing } = await getComparison(['bram', 'nobody', 'aria']);
  expect(rows.map((r) => r.character._id)).toEqual(['bram', 'aria']);
  expect(missing).toEqual(['nobody']);
});

const translation = storedTranslation;

/** What the store is asked while a character page is read: each find's collection and filter. */
async function readsOf(id: string, locale: PageLocale) {
  const find = jest.spyOn(await getStore(), 'find');
  try {
    await getCharacterPage(id, locale);
    return find.mock.calls.map(([collection, query]) => ({ collection, filter: query.filter }));
  } finally {
    find.mockRestore();
  }
}

describe('a translated character page', () => {
  beforeAll(async () => {
    // Bram takes the top HP, so the stat bars name both characters.
    await editor.updateOne('characters', { _id: 'bram' }, { 'baseStats.hp': 2000 });
    await editor.writeTranslations({
      put: [
        translation('ja', 'characters', 'aria', { name: 'アリア' }, { name: 'Aria' }),
        translation('ja', 'characters', 'bram', { name: 'ブラム' }, { name: 'Bram' }),
        translation(
          'ja',
          'tierlists',
          'story',
          { 'tiers[0].entries[0].reason': '自己完結。' },
          {
            'tiers[0].entries[0].reason': 'Self-sufficient.',
          },
        ),
        // Made from English that has changed since: shown in English.
        translation('es', 'characters', 'bram', { name: 'Bramo' }, { name: 'Bran' }),
        translation(
          'es',
          'tierlists',
          'story',
          { 'tiers[0].entries[0].reason': 'Autosuficiente.' },
          {
            'tiers[0].entries[0].reason': 'Self-reliant.',
          },
        ),
      ],
      remove: [],
    });
  });

  test('reads what the English page reads, and the translations of what it shows in one lookup by id', async () => {
    const english = await readsOf('aria', 'en');
    const japanese = await readsOf('aria', 'ja');
    const holders = Object.values((await getCharacterPage('aria'))!.scale).map((c) => c.holder.toLowerCase());
    expect(japanese).toEqual([
      ...english,
      {
        collection: 'translations',
        filter: {
          _id: {
            $in: expect.arrayContaining([
              'ja/characters/aria',
              ...holders.map((holder) => `ja/characters/${holder}`),
              'ja/tierlists/story',
              'ja/skills/ember-slash',
              'ja/effects/burn',
            ]),
          },
        },
      },
    ]);
  });

  test.each([
    ['ja', { Aria: 'アリア', Bram: 'ブラム' }, '自己完結。'],
    ['es', { Aria: 'Aria', Bram: 'Bram' }, 'Self-sufficient.'],
  ] as const)(
    'in %s names the stat bars’ holders and gives the tier reasons as the translations have them now',
    async (locale, names, reason) => {
      const english = (await getCharacterPage('aria'))!;
      const shown = (await getCharacterPage('aria', locale))!;
      expect(Object.values(shown.scale).map((c) => c.holder)).toEqual(
        Object.values(english.scale).map((c) => names[c.holder as keyof typeof names]),
      );
      expect(Object.values(shown.scale).map((c) => c.max)).toEqual(
        Object.values(english.scale).map((c) => c.max),
      );
      expect(shown.details.placements).toEqual([{ mode: 'story', tier: 'S', reason }]);
    },
  );

  test('shows a holder renamed in English in English until its translation follows', async () => {
    const holds = (page: Awaited<ReturnType<typeof getCharacterPage>>, name: string) =>
      Object.values(page!.scale).filter((c) => c.holder === name).length;
    const bramHolds = holds(await getCharacterPage('aria'), 'Bram');
    expect(bramHolds).toBeGreaterThan(0);
    await editor.updateOne('characters', { _id: 'bram' }, { name: 'Bramwell' });
    try {
      expect(holds(await getCharacterPage('aria', 'ja'), 'Bramwell')).toBe(bramHolds);
      expect(holds(await getCharacterPage('aria', 'ja'), 'ブラム')).toBe(0);
    } finally {
      await editor.updateOne('characters', { _id: 'bram' }, { name: 'Bram' });
    }
  });

  test('reads the same from summaries taken before they kept the holders’ and reasons’ ids', async () => {
    const store = await getStore();
    const before = await Promise.all(
      (['en', 'ja'] as const).map((locale) => getCharacterPage('aria', locale)),
    );
    await store.sql.query(
      `UPDATE documents SET data = jsonb_set(data, '{statScale}',
         (SELECT jsonb_object_agg(stat, ceiling - 'holderId') FROM jsonb_each(data->'statScale') AS s(stat, ceiling)))
       WHERE collection = 'summaries' AND id = 'characters'`,
      [],
    );
    await store.sql.query(
      `UPDATE documents SET data = jsonb_set(data, '{placements}',
         (SELECT COALESCE(jsonb_agg(p - 'reasonAt'), '[]'::jsonb) FROM jsonb_array_elements(data->'placements') AS p))
       WHERE collection = 'summaries' AND id LIKE 'tierlists:%'`,
      [],
    );
    try {
      expect(await getCharacterPage('aria')).toEqual(before[0]);
      expect(await getCharacterPage('aria', 'ja')).toEqual(before[1]);
    } finally {
      await refreshSummaries(store);
    }
  });
});

test("a move between tiers reaches the character's page with the tier list's note", async () => {
  await editor.updateOne(
    'tierlists',
    { _id: 'story' },
    {
      tiers: [
        { tier: 'S', entries: [{ character: 'bram', reason: 'Sturdier since the patch.' }] },
        { tier: 'A', entries: [{ character: 'aria', reason: 'Burn was toned down.' }] },
      ],
    },
  );
  const page = await getCharacterPage('aria');
  expect(page?.tierMoves).toEqual([
    expect.objectContaining({ mode: 'story', from: 'S', to: 'A', why: 'Burn was toned down.' }),
  ]);
  expect(page?.details.placements).toEqual([{ mode: 'story', tier: 'A', reason: 'Burn was toned down.' }]);
});

test('a character taken out of every tier list keeps no placement, and its moves stay', async () => {
  await editor.updateOne(
    'tierlists',
    { _id: 'story' },
    { tiers: [{ tier: 'S', entries: [{ character: 'bram', reason: 'Alone at the top.' }] }] },
  );
  const page = await getCharacterPage('aria');
  expect(page?.details.placements).toEqual([]);
  expect(page?.tierMoves.map((m) => [m.from, m.to])).toEqual([['S', 'A']]);
  expect(
    (await getComparison(['aria', 'bram'])).rows.map((r) => r.details.placements.map((p) => p.tier)),
  ).toEqual([[], ['S']]);
});

test('a store written before tier summaries existed shows the same placements and moves, taken from the lists', async () => {
  const withSummaries = await getCharacterPage('bram');
  await getStore().then((store) =>
    store.sql.query(`DELETE FROM documents WHERE collection = 'summaries' AND id LIKE 'tierlists%'`, []),
  );
  const without = await getCharacterPage('bram');
  expect(without?.details.placements).toEqual(withSummaries?.details.placements);
  expect(without?.tierMoves).toEqual(withSummaries?.tierMoves);
  expect(without?.details.placements).toEqual([{ mode: 'story', tier: 'S', reason: 'Alone at the top.' }]);
  expect(without?.tierMoves.length).toBeGreaterThan(0);
});

test("an effect renamed reaches the character's page through the effects' summary, and a store without one reads the effects", async () => {
  await editor.updateOne('effects', { _id: 'burn' }, { name: 'Cinderburn' });
  const withSummary = await getCharacterPage('aria');
  expect(withSummary?.details.effects.burn).toEqual({ name: 'Cinderburn', type: 'debuff' });
  expect(withSummary?.details.effectNames.burn).toBe('Cinderburn');

  await getStore().then((store) =>
    store.sql.query(`DELETE FROM documents WHERE collection = 'summaries' AND id = 'effects'`, []),
  );
  const without = await getCharacterPage('aria');
  expect(without?.details.effects).toEqual(withSummary?.details.effects);
  expect(without?.details.effectNames).toEqual(withSummary?.details.effectNames);
});

test("an effect only a tier reason names is read for the page, so its link says the effect's name", async () => {
  await editor.insertOne('effects', {
    _id: 'ward',
    name: 'Ward',
    verified: { version: '2.6', date: '2026-11-05' },
    type: 'buff',
    stacking: 'none',
    maxStacks: 1,
    duration: 1,
    dispellable: false,
    description: 'Blocks one hit.',
  });
  await editor.updateOne(
    'tierlists',
    { _id: 'story' },
    { tiers: [{ tier: 'S', entries: [{ character: 'aria', reason: 'Keeps [[ward]] on the squad.' }] }] },
  );
  const page = await getCharacterPage('aria');
  expect(page?.details.placements).toEqual([{ mode: 'story', tier: 'S', reason: 'Keeps [[ward]] on the squad.' }]);
  expect(page?.details.effectNames.ward).toBe('Ward');
});
