import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { HistoryEntry } from '@/lib/content';
import { createDataClient } from '@/lib/data/client';
import { editJson } from './__fixtures__/fixture';
import { seedTestBed } from './__fixtures__/seed-test-bed';
import { runSeed } from './index';

// The import against the real backend and store: its writes, and the patches it replays, leave history.
const bed = seedTestBed();
const client = createDataClient({ system: true });
const log = () => undefined;

/** An import issue in the fixture's Oathbound trait. */
const oathboundIssue = (path: string, message: string): unknown =>
  expect.objectContaining({
    file: expect.stringMatching(/traits\/oathbound\.json$/) as unknown,
    path,
    message,
  });

function writePatch(version: string, patch: Record<string, unknown>) {
  mkdirSync(path.join(bed.content.dir, 'patches'), { recursive: true });
  writeFileSync(
    path.join(bed.content.dir, 'patches', `${version}.json`),
    JSON.stringify({ version, ...patch }),
  );
}

async function historyOf(collection: string, id: string): Promise<HistoryEntry[]> {
  return client.find('history', { filter: { collection, id }, sort: { time: 1, _id: 1 } });
}

const patch25 = {
  date: '2026-09-17',
  title: 'Embers',
  summary: 'Burn got stronger.',
  changes: [
    {
      collection: 'skills',
      id: 'ember-slash',
      note: 'Cooldown cut from 3 to 2 turns.',
      before: { cooldown: 3, verified: { version: '2.4', date: '2026-08-20' } },
    },
    {
      collection: 'tierlists',
      id: 'story',
      note: 'Bram fell behind.',
      before: { verified: { version: '2.4', date: '2026-08-20' } },
      moves: [{ character: 'bram', from: 'S', reason: 'Was the only tank.' }],
    },
  ],
};

test('each insert of the import is recorded as the import, in the version the document was verified for', async () => {
  expect((await runSeed({ client, contentDir: bed.content.dir, log })).status).toBe('applied');
  expect(await historyOf('effects', 'burn')).toMatchObject([
    {
      op: 'insert',
      who: { kind: 'import' },
      version: expect.stringMatching(/^\d+\.\d+/) as unknown,
      changes: [],
    },
  ]);
});

test('an import that changes a file records the changed fields with before and after', async () => {
  await runSeed({ client, contentDir: bed.content.dir, log });
  editJson(bed.content.dir, 'skills/wick-guard.json', (d) => {
    d.cooldown = 5;
  });
  const before = (await client.findOne('skills', { _id: 'wick-guard' }))!.cooldown;
  expect((await runSeed({ client, contentDir: bed.content.dir, log })).status).toBe('applied');
  const entries = await historyOf('skills', 'wick-guard');
  expect(entries).toHaveLength(2);
  expect(entries[1]).toMatchObject({
    op: 'update',
    who: { kind: 'import' },
    changes: [{ path: 'cooldown', before, after: 5 }],
  });
  // Running it again writes nothing, and so records nothing.
  await runSeed({ client, contentDir: bed.content.dir, log });
  expect(await historyOf('skills', 'wick-guard')).toHaveLength(2);
});

test('patches are replayed on a fresh store: the older state, then each patch as a dated, explained change', async () => {
  writePatch('2.5', patch25);
  expect((await runSeed({ client, contentDir: bed.content.dir, log })).status).toBe('applied');

  const skill = await historyOf('skills', 'ember-slash');
  expect(skill.map((e) => [e.op, e.version, e.time.slice(0, 10), e.note])).toEqual([
    ['insert', '2.4', '2026-08-20', undefined],
    ['update', '2.5', '2026-09-17', 'Cooldown cut from 3 to 2 turns.'],
  ]);
  expect(skill[1]!.changes).toEqual([
    { path: 'cooldown', before: 3, after: 2 },
    { path: 'verified.date', before: '2026-08-20', after: '2026-11-05' },
    { path: 'verified.version', before: '2.4', after: '2.6' },
  ]);
  // The store ends at the content file.
  expect(await client.findOne('skills', { _id: 'ember-slash' }, { projection: { cooldown: 1 } })).toEqual({
    _id: 'ember-slash',
    cooldown: 2,
  });
  const [, moved] = await historyOf('tierlists', 'story');
  const tiers = moved!.changes.find((c) => c.path === 'tiers')!;
  const tierOf = (value: unknown) =>
    (value as { tier: string; entries: { character: string }[] }[]).find((t) =>
      t.entries.some((e) => e.character === 'bram'),
    )?.tier;
  expect([tierOf(tiers.before), tierOf(tiers.after)]).toEqual(['S', 'A']);
});

test('a re-import dates its changes by the game: a patch by its version and day, an edit by its verified stamp', async () => {
  // The store holds version 2.4 of Ember Slash; the files then move it to 2.6 with a 2.6 patch.
  editJson(bed.content.dir, 'skills/ember-slash.json', (d) => {
    d.cooldown = 3;
    d.verified = { version: '2.4', date: '2026-08-20' };
  });
  await runSeed({ client, contentDir: bed.content.dir, log });
  editJson(bed.content.dir, 'skills/ember-slash.json', (d) => {
    d.cooldown = 2;
    d.verified = { version: '2.6', date: '2026-11-05' };
  });
  writePatch('2.6', {
    ...patch25,
    date: '2026-11-05',
    changes: [patch25.changes[0]],
  });
  // An edit that no patch names, with a new verified stamp: dated by that stamp.
  editJson(bed.content.dir, 'skills/wick-guard.json', (d) => {
    d.cooldown = 5;
    d.verified = { version: '2.6', date: '2026-11-06' };
  });
  expect((await runSeed({ client, contentDir: bed.content.dir, log })).status).toBe('applied');
  const [, patched] = await historyOf('skills', 'ember-slash');
  expect([patched!.version, patched!.time, patched!.note]).toEqual([
    '2.6',
    '2026-11-05T12:00:00.000Z',
    'Cooldown cut from 3 to 2 turns.',
  ]);
  expect(patched!.changes).toContainEqual({ path: 'cooldown', before: 3, after: 2 });
  const [, edited] = await historyOf('skills', 'wick-guard');
  expect([edited!.version, edited!.time]).toEqual(['2.6', '2026-11-06T12:00:00.000Z']);
  // Neither is dated by the day the import ran.
  const today = new Date().toISOString().slice(0, 10);
  expect([patched!.time, edited!.time].filter((t) => t.startsWith(today))).toEqual([]);
});

test.each([
  [
    'an unknown document',
    { collection: 'skills', id: 'ember-slsh', note: 'x', before: { cooldown: 3 } },
    'changes.0.id',
    /unknown skills "ember-slsh"/,
  ],
  [
    'a state that fails its schema',
    { collection: 'skills', id: 'ember-slash', note: 'x', before: { cooldown: -1 } },
    'changes.0.before',
    /fails its schema at cooldown/,
  ],
  [
    'a change that changes nothing',
    { collection: 'skills', id: 'ember-slash', note: 'x', before: { cooldown: 2 } },
    'changes.0.before',
    /changes nothing/,
  ],
  [
    'a verified stamp later than the patch',
    { collection: 'skills', id: 'ember-slash', note: 'x', before: { cooldown: 3 } },
    'changes.0.before.verified',
    /verified on 2026-11-05, after this patch/,
  ],
  [
    'a move of a character not placed',
    {
      collection: 'tierlists',
      id: 'story',
      note: 'x',
      moves: [{ character: 'zed', from: 'S', reason: 'x' }],
    },
    'changes.0.moves.0.character',
    /"zed" is not placed/,
  ],
])(
  'a patch with %s is refused, naming the file and field, and nothing is written',
  async (_name, change, field, message) => {
    writePatch('2.5', { ...patch25, changes: [change] });
    const result = await runSeed({ client, contentDir: bed.content.dir, log });
    expect(result.status).toBe('invalid');
    expect(result.issues).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/patches\/2\.5\.json$/) as unknown,
        path: field,
        message: expect.stringMatching(message) as unknown,
      }),
    ]);
    expect(await bed.store.count('skills')).toBe(0);
  },
);

test('the import refuses an unknown effect, in the text and in the structured data, and writes nothing', async () => {
  editJson(bed.content.dir, 'traits/oathbound.json', (d) => {
    d.description = 'Cleanses [[scorch]].';
    d.interactions = [{ effect: 'scorch', relation: 'removes', target: 'self' }];
  });
  const result = await runSeed({ client, contentDir: bed.content.dir, log });
  expect(result.status).toBe('invalid');
  expect(result.issues).toEqual([
    oathboundIssue('description', 'unknown effect "scorch"'),
    oathboundIssue('interactions.0.effect', 'unknown effect "scorch"'),
  ]);
  expect(await bed.store.count('history')).toBe(0);
});

test('the import refuses a text whose marker and structured data disagree, naming the file and both, and writes nothing', async () => {
  editJson(bed.content.dir, 'traits/oathbound.json', (d) => {
    d.description = 'Cleanses [[removes:burn]] at the start of each turn.';
    d.interactions = [{ effect: 'burn', relation: 'resists', target: 'self', aspect: 'damage', amount: 10 }];
  });
  const output: string[] = [];
  const result = await runSeed({ client, contentDir: bed.content.dir, log: (line) => output.push(line) });
  expect(result.status).toBe('invalid');
  expect(result.issues).toEqual([
    oathboundIssue('description', 'text says [[removes:burn]] but interactions says resists burn'),
  ]);
  expect(output.join('\n')).toMatch(/oathbound\.json.*description.*\[\[removes:burn\]\].*resists burn/s);
  for (const collection of ['effects', 'skills', 'traits', 'history', 'summaries'] as const)
    expect(await bed.store.count(collection)).toBe(0);
});
