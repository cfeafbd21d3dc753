import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentCollections } from '@/lib/content';
import { copyFixture, editJson, FIXTURE_CONTENT } from './__fixtures__/fixture';
import { WRITE_ORDER } from './apply';
import { changedPaths } from './diff';
import { loadContent } from './load';
import { plan, type StoredSet } from './plan';
import { formatPlan } from './report';
import type { SourceSet } from './types';
import { validate } from './validate';

describe('changedPaths', () => {
  test.each([
    ['equal values, keys in another order', { a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 }, []],
    ['a nested leaf', { a: { b: 1, c: 2 } }, { a: { b: 1, c: 3 } }, ['a.c']],
    ['an array element', { a: [{ x: 1 }, { x: 2 }] }, { a: [{ x: 1 }, { x: 5 }] }, ['a.1.x']],
    ['an array grows', { a: [1] }, { a: [1, 2] }, ['a.1']],
    ['a key is added and one removed', { a: 1 }, { b: 1 }, ['a', 'b']],
    ['a value changes type', { a: [1] }, { a: { 0: 1 } }, ['a']],
  ])('%s', (_name, before, after, expected) => {
    expect(changedPaths(before, after)).toEqual(expected);
  });
});

describe('loadContent and validate', () => {
  test('the fixture loads every collection and is valid', async () => {
    const { sources, issues } = await loadContent(FIXTURE_CONTENT);
    expect(issues).toEqual([]);
    expect(Object.keys(sources).sort()).toEqual([...contentCollections].sort());
    expect(sources.characters?.map((s) => s.doc._id)).toEqual(['aria', 'bram']);
    expect(validate({ sources, issues, unreadable: {} }).issues).toEqual([]);
  });

  let content: ReturnType<typeof copyFixture>;
  beforeEach(() => (content = copyFixture()));
  afterEach(() => content.dispose());

  const broken: [
    string,
    (dir: string) => void,
    { file: string; _id?: string; path: string; message: RegExp },
  ][] = [
    [
      'a file that is not JSON',
      (dir) => writeFileSync(path.join(dir, 'skills/wick-guard.json'), '{ "_id": '),
      { file: 'skills/wick-guard.json', path: '', message: /not valid JSON/ },
    ],
    [
      'a file named after another id',
      (dir) => editJson(dir, 'tierlists/story.json', (d) => (d._id = 'story-mode')),
      {
        file: 'tierlists/story.json',
        _id: 'story-mode',
        path: '_id',
        message: /does not match the file name/,
      },
    ],
    [
      'a field of the wrong type',
      (dir) =>
        editJson(dir, 'characters/aria.json', (d) => ((d.baseStats as Record<string, unknown>).atk = 'high')),
      { file: 'characters/aria.json', _id: 'aria', path: 'baseStats.atk', message: /expected number/ },
    ],
    [
      'an unknown (misspelt) field',
      (dir) => editJson(dir, 'gears/ashen-blade.json', (d) => (d.rarirty = 'epic')),
      { file: 'gears/ashen-blade.json', _id: 'ashen-blade', path: 'rarirty', message: /unknown field/ },
    ],
    [
      'a store field in a file',
      (dir) => editJson(dir, 'effects/burn.json', (d) => (d.createdAt = '2026-01-01T00:00:00Z')),
      { file: 'effects/burn.json', _id: 'burn', path: 'createdAt', message: /set by the store/ },
    ],
    [
      'a broken reference',
      (dir) => editJson(dir, 'events/ember-festival.json', (d) => (d.featured = ['zed'])),
      {
        file: 'events/ember-festival.json',
        _id: 'ember-festival',
        path: 'featured.0',
        message: /unknown character "zed"/,
      },
    ],
    [
      'a folder that is not a collection',
      (dir) => mkdirSync(path.join(dir, 'charcters')),
      { file: 'charcters', path: '', message: /not a content collection/ },
    ],
  ];

  test.each(broken)('reports %s with its file, _id and field path', async (_name, breakIt, expected) => {
    breakIt(content.dir);
    const { issues } = validate(await loadContent(content.dir));
    expect(issues).toEqual([
      expect.objectContaining({
        ...expected,
        file: expect.stringMatching(new RegExp(`${expected.file.replace('.', '\\.')}$`)),
        message: expect.stringMatching(expected.message),
      }),
    ]);
  });

  test('a document that fails its schema does not cascade into reference errors', async () => {
    editJson(content.dir, 'skills/wick-guard.json', (d) => (d.cooldown = -1));
    const { issues, valid } = validate(await loadContent(content.dir));
    expect(issues.map((i) => `${i._id} ${i.path}`)).toEqual(['wick-guard cooldown']);
    expect(valid.skills?.map((s) => s.doc._id)).not.toContain('wick-guard');
  });

  test('a missing collection folder is simply empty', async () => {
    rmSync(path.join(content.dir, 'tarots'), { recursive: true });
    const { sources, issues } = await loadContent(content.dir);
    expect(issues).toEqual([]);
    expect(sources.tarots).toBeUndefined();
    expect(validate({ sources, issues, unreadable: {} }).issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['unknown tarot "the-fool"']),
    );
  });
});

describe('plan', () => {
  async function incoming(): Promise<SourceSet> {
    return validate(await loadContent(FIXTURE_CONTENT)).valid;
  }
  /** The store's view of the fixture: the same documents, with the fields the store adds. */
  function stored(sources: SourceSet): StoredSet {
    return Object.fromEntries(
      Object.entries(sources).map(([c, docs]) => [
        c,
        docs.map((s) => ({ ...structuredClone(s.doc), createdAt: '2026-11-05T00:00:00.000Z' })),
      ]),
    );
  }

  test('an empty store gets everything added', async () => {
    const p = plan({}, await incoming());
    expect(p.collections.characters.added.map((s) => s.doc._id)).toEqual(['aria', 'bram']);
    expect(p.collections.effects.added).toHaveLength(2);
    expect(p.issues).toEqual([]);
  });

  test('a store that matches the files (store fields aside) is unchanged', async () => {
    const files = await incoming();
    const p = plan(stored(files), files);
    for (const c of contentCollections) {
      expect(p.collections[c]).toEqual(expect.objectContaining({ added: [], changed: [], removed: [] }));
      expect(p.collections[c].unchanged).toHaveLength(files[c]?.length ?? 0);
    }
  });

  test('a small edit is one changed document with its dotted field paths and the top-level fields to $set', async () => {
    const files = await incoming();
    const store = stored(files);
    const aria = files.characters?.find((s) => s.doc._id === 'aria');
    if (!aria) throw new Error('fixture lost aria');
    const doc = structuredClone(aria.doc) as typeof aria.doc & {
      baseStats: { atk: number };
      skillTree: { options: { name: string }[] }[];
    };
    doc.baseStats.atk = 110;
    doc.skillTree[1]!.options[0]!.name = 'Renamed';
    aria.doc = doc;
    store.tierlists = []; // the tier list was never imported
    store.effects?.push({ _id: 'retired', name: 'Retired' });

    const p = plan(store, files);
    expect(p.collections.characters.changed).toEqual([
      expect.objectContaining({
        fields: ['baseStats.atk', 'skillTree.1.options.0.name'],
        set: { baseStats: doc.baseStats, skillTree: doc.skillTree },
      }),
    ]);
    expect(p.collections.characters.unchanged).toEqual(['bram']);
    expect(p.collections.tierlists.added.map((s) => s.doc._id)).toEqual(['story']);
    expect(p.collections.effects.removed).toEqual(['retired']);
    expect(formatPlan(p).split('\n')).toEqual(
      expect.arrayContaining([
        'characters  0 added, 1 changed, 1 unchanged',
        '  ~ aria: baseStats.atk, skillTree.1.options.0.name',
        'effects     0 added, 0 changed, 2 unchanged, 1 removed from content, still in store',
        '  - retired: removed from content, still in store',
        expect.stringMatching(/^ {2}\+ story {2}\(.*tierlists\/story\.json\)$/),
      ]),
    );
  });

  test('a top-level field dropped from a file cannot be written with $set and is reported', async () => {
    const files = await incoming();
    const store = stored(files);
    store.gears = store.gears?.map((g) => ({ ...g, set: 'Ashen Set' }));
    const p = plan(store, files);
    expect(p.issues).toEqual([
      expect.objectContaining({
        _id: 'ashen-blade',
        path: 'set',
        message: expect.stringMatching(/only \$set/),
      }),
    ]);
  });
});

test('the write order covers every collection once, each after the ones it references', () => {
  expect([...WRITE_ORDER].sort()).toEqual([...contentCollections].sort());
  const before = (a: string, b: string) => WRITE_ORDER.indexOf(a as never) < WRITE_ORDER.indexOf(b as never);
  for (const [from, to] of [
    ['skills', 'effects'],
    ['characters', 'skills'],
    ['characters', 'gears'],
    ['characters', 'engravings'],
    ['events', 'characters'],
    ['enemies', 'events'],
    ['tierlists', 'characters'],
  ]) {
    expect(before(to!, from!)).toBe(true);
  }
});
