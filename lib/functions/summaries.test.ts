/**
 * The characters' summary (the stat bars' scale) is refreshed with every character write, in the
 * same transaction, and read by anyone through the protocol; on the real store (PGlite, and the
 * PostgreSQL server when TEST_DATABASE_URL is set).
 */
import fs from 'node:fs';
import path from 'node:path';
import { POST } from '@/app/api/data/[action]/route';
import { characterSchema } from '@/lib/content/characters';
import { rosterScale } from '@/lib/content/stats';
import type {
  Character,
  CharacterSummary,
  CharacterTiersSummary,
  Effect,
  EffectSummary,
  Tierlist,
} from '@/lib/content';
import { withTestStore } from '@/lib/store/test-store';
import { refreshSummaries } from './summaries';
import { postRoute, withLocalEditor } from './test-fixtures';

const editorToken = 'local-editor-token-for-summaries';
withLocalEditor(editorToken);
const store = withTestStore();

function shipped(id: string): Character {
  const file = path.join(__dirname, '..', '..', 'content', 'characters', `${id}.json`);
  return characterSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

async function summary(): Promise<CharacterSummary | null> {
  const { status, json } = await postRoute(POST, 'findOne', {
    collection: 'summaries',
    filter: { _id: 'characters' },
  });
  expect(status).toBe(200);
  return json.document as CharacterSummary | null;
}

async function insert(doc: Character) {
  return postRoute(POST, 'insertOne', { collection: 'characters', document: doc }, { token: editorToken });
}

async function update(id: string, set: Record<string, unknown>) {
  return postRoute(
    POST,
    'updateOne',
    { collection: 'characters', filter: { _id: id }, update: { $set: set } },
    { token: editorToken },
  );
}

/** A shipped effect, as its content file has it. */
function shippedEffect(id: string): Effect & { _id: string } {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'content', 'effects', `${id}.json`), 'utf8'));
}

describe('the characters’ summary', () => {
  const keel = shipped('keel');
  const aurelia = shipped('aurelia-vance');

  // A character's skill tree names effects, and a write naming an unknown effect is refused.
  beforeAll(async () => {
    const named = new Set(
      [keel, aurelia].flatMap((c) => c.skillTree.flatMap((t) => t.options.flatMap((o) => o.interactions.map((i) => i.effect)))),
    );
    for (const id of named) await store.current().insertOne('effects', shippedEffect(id));
  });

  it('is taken with the first character written, and again with each one after', async () => {
    expect(await summary()).toBeNull();
    expect((await insert(keel)).status).toBe(200);
    expect(await summary()).toMatchObject({ _id: 'characters', count: 1, statScale: rosterScale([keel]) });

    expect((await insert(aurelia)).status).toBe(200);
    const both = await summary();
    expect(both).toMatchObject({ count: 2, statScale: rosterScale([aurelia, keel]) });
    // Two characters with different lines: each stat's ceiling names whoever reaches it.
    expect(new Set(Object.values(both!.statScale).map((c) => c.holder))).toEqual(
      new Set([keel.name, aurelia.name]),
    );
    // Each keeps its holder's id beside the name, for a translated page to look the name up by id.
    const ids = { [keel.name]: keel._id, [aurelia.name]: aurelia._id };
    for (const ceiling of Object.values(both!.statScale)) expect(ceiling.holderId).toBe(ids[ceiling.holder]);
  });

  it('moves a ceiling to the next character when its holder’s stat is lowered', async () => {
    const before = (await summary())!.statScale.hp;
    const holder = before.holder === keel.name ? keel : aurelia;
    const other = holder === keel ? aurelia : keel;
    const lowered = {
      ...holder,
      baseStats: { ...holder.baseStats, hp: 1 },
      growth: { ...holder.growth, hp: 0 },
    };
    expect((await update(holder._id, { 'baseStats.hp': 1, 'growth.hp': 0 })).json).toEqual({
      matchedCount: 1,
      modifiedCount: 1,
    });
    const after = (await summary())!.statScale.hp;
    expect(after.holder).toBe(other.name);
    expect(after).toEqual(rosterScale([other, lowered]).hp);
  });

  it('stays as it was when a write fails or changes nothing', async () => {
    const before = await summary();
    // A duplicate _id: the insert is refused, and nothing of it (summary included) is written.
    const duplicate = await insert({
      ...keel,
      name: 'Keel Again',
      baseStats: { ...keel.baseStats, hp: 99_999 },
    });
    expect(duplicate.status).toBe(409);
    // An update of an unknown character matches nothing.
    expect((await update('no-such-character', { rankBonus: 0.5 })).json).toEqual({
      matchedCount: 0,
      modifiedCount: 0,
    });
    expect(await summary()).toEqual(before);
  });

  it('counts every one of several characters written at once', async () => {
    const copies = Array.from({ length: 6 }, (_, i) => ({
      ...keel,
      _id: `keel-copy-${i}`,
      name: `Keel ${i + 2}`,
      baseStats: { ...keel.baseStats, atk: 1000 + i },
    }));
    const replies = await Promise.all(copies.map((doc) => insert(doc)));
    expect(replies.map((r) => r.status)).toEqual(copies.map(() => 200));
    const after = await summary();
    expect(after?.count).toBe(8);
    expect(after?.statScale.atk.holder).toBe('Keel 7');
  });

  it('is written only by the server, and taken again on demand after writes straight into the store', async () => {
    const write = await postRoute(
      POST,
      'updateOne',
      { collection: 'summaries', filter: { _id: 'characters' }, update: { $set: { count: 0 } } },
      { token: editorToken },
    );
    expect(write.status).toBe(403);
    expect(write.json).toMatchObject({ error: { code: 'forbidden' } });

    await store.current().insertOne('characters', { ...keel, _id: 'direct', name: 'Direct', rankBonus: 2 });
    expect((await summary())?.count).toBe(8);
    await refreshSummaries(store.current());
    const refreshed = await summary();
    expect(refreshed?.count).toBe(9);
    expect(refreshed?.statScale.hp.holder).toBe('Direct');
  });
});

describe('the tier lists’ summaries', () => {
  const story = JSON.parse(
    fs.readFileSync(path.join(__dirname, '..', '..', 'content', 'tierlists', 'story.json'), 'utf8'),
  ) as Tierlist;
  const first = story.tiers[0]!.entries[0]!;
  const second = story.tiers[1]!.entries[0]!;

  async function tiersOf(character: string): Promise<CharacterTiersSummary | null> {
    const { json } = await postRoute(POST, 'findOne', {
      collection: 'summaries',
      filter: { _id: `tierlists:${character}` },
    });
    return json.document as CharacterTiersSummary | null;
  }

  it('keep each character’s placements and moves, taken again with every tier-list write', async () => {
    const written = await postRoute(
      POST,
      'insertOne',
      { collection: 'tierlists', document: story },
      { token: editorToken },
    );
    expect(written.status).toBe(200);
    // Each placement says where its reason sits, for a translated page to look it up by id.
    expect((await tiersOf(first.character))?.placements).toEqual([
      {
        mode: 'story',
        tier: story.tiers[0]!.tier,
        reason: first.reason,
        reasonAt: { list: 'story', field: 'tiers[0].entries[0].reason' },
      },
    ]);
    expect((await tiersOf(first.character))?.moves).toEqual([]);

    // The first two characters swap tiers, with a note: both moves are kept, the note as the reason.
    const swapped = story.tiers.map((t, i) =>
      i === 0
        ? { ...t, entries: [second, ...t.entries.slice(1)] }
        : i === 1
          ? { ...t, entries: [first, ...t.entries.slice(1)] }
          : t,
    );
    const update = await postRoute(
      POST,
      'updateOne',
      {
        collection: 'tierlists',
        filter: { _id: 'story' },
        update: { $set: { tiers: swapped } },
        history: { note: 'Swapped after the patch.' },
      },
      { token: editorToken },
    );
    expect(update.json).toEqual({ matchedCount: 1, modifiedCount: 1 });
    const moved = await tiersOf(first.character);
    expect(moved?.placements).toEqual([
      {
        mode: 'story',
        tier: story.tiers[1]!.tier,
        reason: first.reason,
        reasonAt: { list: 'story', field: 'tiers[1].entries[0].reason' },
      },
    ]);
    expect(moved?.moves).toEqual([
      expect.objectContaining({
        mode: 'story',
        from: story.tiers[0]!.tier,
        to: story.tiers[1]!.tier,
        why: 'Swapped after the patch.',
      }),
    ]);
    expect((await tiersOf(second.character))?.moves.map((m) => m.to)).toEqual([story.tiers[0]!.tier]);

    // Swapped back a day later: the newest move comes first.
    await postRoute(
      POST,
      'updateOne',
      {
        collection: 'tierlists',
        filter: { _id: 'story' },
        update: { $set: { tiers: story.tiers } },
        history: { note: 'Swapped back.', time: new Date(Date.now() + 1000).toISOString() },
      },
      { token: editorToken },
    );
    expect((await tiersOf(first.character))?.moves.map((m) => [m.to, m.why])).toEqual([
      [story.tiers[0]!.tier, 'Swapped back.'],
      [story.tiers[1]!.tier, 'Swapped after the patch.'],
    ]);
  });

  it('keep no placement for a character taken out of every list', async () => {
    const without = story.tiers.map((t) => ({
      ...t,
      entries: t.entries.filter((e) => e.character !== first.character),
    }));
    await postRoute(
      POST,
      'updateOne',
      { collection: 'tierlists', filter: { _id: 'story' }, update: { $set: { tiers: without } } },
      { token: editorToken },
    );
    // No placement is left; its earlier move stays in its history.
    const left = await tiersOf(first.character);
    expect(left?.placements).toEqual([]);
    expect(left?.moves).toHaveLength(2);
    const { json } = await postRoute(POST, 'findOne', {
      collection: 'summaries',
      filter: { _id: 'tierlists' },
    });
    expect(json.document).toMatchObject({ _id: 'tierlists', count: 1 });
  });
});

describe('the effects’ summary', () => {
  const effect = shippedEffect;

  async function effects(): Promise<EffectSummary | null> {
    const { json } = await postRoute(POST, 'findOne', {
      collection: 'summaries',
      filter: { _id: 'effects' },
    });
    return json.document as EffectSummary | null;
  }

  it('names every effect and its type, taken again with each effect written', async () => {
    // Neither is named by the characters above, whose effects were written straight into the store.
    const burn = effect('burn');
    const shock = effect('shock');
    for (const doc of [burn, shock]) {
      const { status } = await postRoute(
        POST,
        'insertOne',
        { collection: 'effects', document: doc },
        { token: editorToken },
      );
      expect(status).toBe(200);
    }
    expect(await effects()).toMatchObject({
      _id: 'effects',
      count: await store.current().count('effects'),
      names: {
        burn: { name: burn.name, type: burn.type },
        shock: { name: shock.name, type: shock.type },
      },
    });

    const renamed = await postRoute(
      POST,
      'updateOne',
      {
        collection: 'effects',
        filter: { _id: 'shock' },
        update: { $set: { name: 'Deep Freeze', type: 'debuff' } },
      },
      { token: editorToken },
    );
    expect(renamed.status).toBe(200);
    expect((await effects())?.names.shock).toEqual({ name: 'Deep Freeze', type: 'debuff' });
  });
});
