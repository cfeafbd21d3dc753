import { createDataClient } from '@/lib/data';
import { copyFixture } from '@/lib/seed/__fixtures__/fixture';
import { runSeed } from '@/lib/seed';
import { getStore } from '@/lib/store';
import { withTestStore } from '@/lib/store/test-store';
import { getCharacterPage } from './characters';
import { getComparison } from './compare';

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
