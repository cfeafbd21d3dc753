/**
 * The structured interactions through the protocol, on the real store (PGlite, and the PostgreSQL
 * server when TEST_DATABASE_URL is set): `find` answers relation queries with $elemMatch, editor
 * writes refuse prose that disagrees with its structured data, and the graph summary follows.
 */
import { POST } from '@/app/api/data/[action]/route';
import type { Skill } from '@/lib/content';
import { withTestStore } from '@/lib/store/test-store';
import { effect, postRoute, withLocalEditor } from './test-fixtures';

const editorToken = 'local-editor-token-for-interactions';
withLocalEditor(editorToken);
const store = withTestStore();

function skill(id: string, description: string, interactions: Skill['interactions']): Skill {
  return {
    _id: id,
    name: `Skill ${id}`,
    verified: { version: '2.6', date: '2026-11-05' },
    kind: 'active',
    range: 1,
    area: 'single',
    cooldown: 2,
    cost: 20,
    description,
    interactions,
  };
}

const write = (action: 'insertOne' | 'updateOne', body: Record<string, unknown>) =>
  postRoute(POST, action, body, { token: editorToken });

const skills = [
  skill('douse', 'Cleanses [[burn]] from an ally.', [{ effect: 'burn', relation: 'removes', target: 'ally' }]),
  skill('kindle', 'Sets the target alight: 60% chance of [[burn]] for 2 turns.', [
    { effect: 'burn', relation: 'applies', target: 'enemy', chance: 60, turns: 2 },
  ]),
  skill('stoke', 'Deals 20% more to targets under [[burn]]; cleanses [[poison]] from self.', [
    { effect: 'burn', relation: 'benefits', when: 'target', bonus: '+20% damage', amount: 20 },
    { effect: 'poison', relation: 'removes', target: 'self' },
  ]),
];

beforeAll(async () => {
  for (const id of ['burn', 'poison']) expect((await write('insertOne', { collection: 'effects', document: effect(id) })).status).toBe(200);
  for (const s of skills) expect((await write('insertOne', { collection: 'skills', document: s })).json).toEqual({ insertedId: s._id });
});

test('find answers "what removes burn" with $elemMatch on the structured interactions', async () => {
  const ask = async (elem: Record<string, unknown>) => {
    const { status, json } = await postRoute(POST, 'find', {
      collection: 'skills',
      filter: { interactions: { $elemMatch: elem } },
      projection: { _id: 1 },
      sort: { _id: 1 },
    });
    expect(status).toBe(200);
    return (json.documents as { _id: string }[]).map((d) => d._id);
  };
  // stoke touches burn (benefits) and removes something (poison), but does not remove burn.
  expect(await ask({ effect: 'burn', relation: 'removes' })).toEqual(['douse']);
  expect(await ask({ effect: 'burn' })).toEqual(['douse', 'kindle', 'stoke']);
  expect(await ask({ relation: 'removes' })).toEqual(['douse', 'stoke']);
  expect(await ask({ effect: 'burn', relation: 'applies', chance: { $gte: 50 } })).toEqual(['kindle']);
});

test.each([
  [
    'a marker with no structured entry',
    skill('scorch', 'Leaves [[burn]] and [[poison]].', [{ effect: 'burn', relation: 'applies', target: 'enemy', chance: 50, turns: 1 }]),
    /^document\.description: text marks \[\[poison\]\] but interactions has no entry for "poison"$/,
  ],
  [
    'a typed marker that contradicts its entry',
    skill('scorch', 'It [[removes:burn]].', [{ effect: 'burn', relation: 'applies', target: 'enemy', chance: 50, turns: 1 }]),
    /^document\.description: text says \[\[removes:burn\]\] but interactions says applies burn$/,
  ],
  [
    'an entry for an effect that does not exist',
    skill('scorch', 'Leaves [[burn]] and [[ash]].', [
      { effect: 'burn', relation: 'applies', target: 'enemy', chance: 50, turns: 1 },
      { effect: 'ash', relation: 'applies', target: 'enemy', chance: 50, turns: 1 },
    ]),
    /^document\.interactions\.1\.effect: unknown effect "ash"$/,
  ],
])('an editor insert with %s is refused with 400, naming the field, and nothing is written', async (_name, doc, message) => {
  const { status, json } = await write('insertOne', { collection: 'skills', document: doc });
  expect(status).toBe(400);
  expect((json.error as { message: string }).message).toMatch(message);
  expect(await store.current().findOne('skills', { _id: 'scorch' })).toBeNull();
});

test('an editor update that makes the text disagree is refused, and the skill and the graph stay as they were', async () => {
  const graph = await store.current().findOne('summaries', { _id: 'effect-graph:burn' });
  const { status, json } = await write('updateOne', {
    collection: 'skills',
    filter: { _id: 'douse' },
    update: { $set: { description: 'Cleanses [[burn]] and [[poison]] from an ally.' } },
  });
  expect(status).toBe(400);
  expect((json.error as { message: string }).message).toMatch(/interactions has no entry for "poison"/);
  expect(await store.current().findOne('skills', { _id: 'douse' })).toMatchObject({ description: skills[0]!.description });
  expect(await store.current().findOne('summaries', { _id: 'effect-graph:burn' })).toEqual(graph);
});

test('a relation-prefixed marker in free prose is refused on write', async () => {
  const { status, json } = await write('updateOne', {
    collection: 'effects',
    filter: { _id: 'poison' },
    update: { $set: { description: 'Ticks each turn. [[removes:burn]].' } },
  });
  // Effects are not a source of the graph: their prose only links, so the typed marker is refused.
  expect(status).toBe(400);
  expect((json.error as { message: string }).message).toMatch(/^document\.description: \[\[removes:burn\]\] is in free prose/);
});

test('the graph summary is taken again with each source write, in the same transaction', async () => {
  const burn = async () =>
    (await store.current().findOne('summaries', { _id: 'effect-graph:burn' })) as { relations: Record<string, { source: { id: string } }[]> } | null;
  expect((await burn())?.relations.removes?.map((e) => e.source.id)).toEqual(['douse']);
  expect(
    (
      await write('updateOne', {
        collection: 'skills',
        filter: { _id: 'kindle' },
        update: { $set: { description: 'Cleanses [[burn]].', interactions: [{ effect: 'burn', relation: 'removes', target: 'self' }] } },
      })
    ).status,
  ).toBe(200);
  const after = await burn();
  expect(after?.relations.removes?.map((e) => e.source.id)).toEqual(['douse', 'kindle']);
  expect(after?.relations.applies).toEqual([]);
});
