/**
 * The characters' summary (the stat bars' scale) is refreshed with every character write, in the
 * same transaction, and read by anyone through the protocol; on the real store (PGlite, and the
 * PostgreSQL server when TEST_DATABASE_URL is set).
 */
import fs from 'node:fs';
import path from 'node:path';
import { POST } from '@/app/api/data/[action]/route';
import { rosterScale } from '@/lib/content/stats';
import type { Character, Summary } from '@/lib/content';
import { withTestStore } from '@/lib/store/test-store';
import { refreshSummaries } from './summaries';
import { postRoute, withLocalEditor } from './test-fixtures';

const editorToken = 'local-editor-token-for-summaries';
withLocalEditor(editorToken);
const store = withTestStore();

function shipped(id: string): Character {
  const file = path.join(__dirname, '..', '..', 'content', 'characters', `${id}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Character;
}

async function summary(): Promise<Summary | null> {
  const { status, json } = await postRoute(POST, 'findOne', {
    collection: 'summaries',
    filter: { _id: 'characters' },
  });
  expect(status).toBe(200);
  return json.document as Summary | null;
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

describe('the characters’ summary', () => {
  const keel = shipped('keel');
  const aurelia = shipped('aurelia-vance');

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
