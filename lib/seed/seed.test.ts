import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { resetEnv } from '@/lib/config/env';
import { contentCollections } from '@/lib/content';
import { createDataClient } from '@/lib/data/client';
import { handleHttp } from '@/lib/functions/http';
import type { StoredDoc } from '@/lib/store';
import { editJson } from './__fixtures__/fixture';
import { seedTestBed } from './__fixtures__/seed-test-bed';
import { importMarker, importOnFirstStart, runSeed, SeedWriteError, type SeedClient } from './index';

// Integration: the real backend (validate → authorize → execute) over a real store, emptied per test.
const bed = seedTestBed();
const client: SeedClient = createDataClient({ system: true });

/** Every content document in the store, as stored (createdAt and updatedAt included). */
async function snapshot(): Promise<Record<string, StoredDoc[]>> {
  const all: Record<string, StoredDoc[]> = {};
  for (const c of contentCollections)
    all[c] = await bed.store.find(c, { filter: {}, sort: { _id: 1 }, limit: 1000, skip: 0 });
  return all;
}

async function seed(options: { dryRun?: boolean; client?: SeedClient } = {}) {
  const lines: string[] = [];
  const result = await runSeed({
    client,
    contentDir: bed.content.dir,
    log: (l) => lines.push(l),
    ...options,
  });
  return { result, output: lines.join('\n') };
}

const FIXTURE_COUNT = 17;

test('a first import inserts every document through insertOne, with progress per collection', async () => {
  const { result, output } = await seed();
  expect(result).toMatchObject({ status: 'applied', written: FIXTURE_COUNT, issues: [] });
  const all = await snapshot();
  expect(all.characters?.map((d) => d._id)).toEqual(['aria', 'bram']);
  expect(Object.values(all).flat()).toHaveLength(FIXTURE_COUNT);
  for (const doc of Object.values(all).flat()) {
    expect(doc.createdAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(doc.updatedAt).toBeUndefined();
  }
  expect(output).toContain('characters  2 added, 0 changed, 0 unchanged');
  expect(output).toContain('tierlists   1 added, 0 changed, 0 unchanged');
});

test('running it again changes nothing', async () => {
  await seed();
  const before = await snapshot();
  const { result, output } = await seed();
  expect(result).toMatchObject({ status: 'up-to-date', written: 0 });
  expect(output).toContain('characters  0 added, 0 changed, 2 unchanged');
  expect(await snapshot()).toEqual(before);
});

test('a changed file: the dry run lists the changed fields and writes nothing; the import updates exactly that document', async () => {
  await seed();
  const before = await snapshot();
  editJson(bed.content.dir, 'characters/aria.json', (d) => {
    (d.baseStats as { atk: number }).atk = 111;
    (d.recommendations as { picks: { reason: string }[] }[])[0]!.picks[1]!.reason = 'Outlast the boss.';
  });

  const dry = await seed({ dryRun: true });
  expect(dry.result.status).toBe('dry-run');
  expect(dry.output).toContain('characters  0 added, 1 changed, 1 unchanged');
  expect(dry.output).toContain('  ~ aria: baseStats.atk, recommendations.0.picks.1.reason');
  expect(dry.output).toContain('skills      0 added, 0 changed, 3 unchanged');
  expect(await snapshot()).toEqual(before);

  const { result } = await seed();
  expect(result).toMatchObject({ status: 'applied', written: 1 });
  const after = await snapshot();
  const aria = after.characters?.find((d) => d._id === 'aria');
  expect(aria).toMatchObject({ baseStats: { atk: 111 }, createdAt: before.characters?.[0]?.createdAt });
  expect(aria?.updatedAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  // Everything else is untouched.
  const others = (s: Record<string, StoredDoc[]>) =>
    Object.values(s)
      .flat()
      .filter((d) => d._id !== 'aria');
  expect(others(after)).toEqual(others(before));
  expect((await seed()).result.status).toBe('up-to-date');
});

test('one invalid file stops the whole import: every issue is reported with file, _id and path, and nothing is written', async () => {
  editJson(bed.content.dir, 'skills/wick-guard.json', (d) => (d.cooldown = 99));
  editJson(bed.content.dir, 'events/ember-festival.json', (d) => (d.featured = ['aria', 'zed']));
  const { result, output } = await seed();
  expect(result.status).toBe('invalid');
  expect(result.issues).toEqual([
    expect.objectContaining({
      file: expect.stringMatching(/skills\/wick-guard\.json$/),
      _id: 'wick-guard',
      path: 'cooldown',
    }),
    expect.objectContaining({
      file: expect.stringMatching(/events\/ember-festival\.json$/),
      _id: 'ember-festival',
      path: 'featured.1',
    }),
  ]);
  expect(output).toMatch(/skills\/wick-guard\.json {2}_id=wick-guard {2}cooldown: /);
  expect(Object.values(await snapshot()).flat()).toEqual([]);
});

test('an invalid file also blocks the valid changes beside it in an update', async () => {
  await seed();
  const before = await snapshot();
  editJson(bed.content.dir, 'effects/burn.json', (d) => (d.maxStacks = 4));
  editJson(bed.content.dir, 'tarots/the-fool.json', (d) => (d.arcana = 'zero'));
  expect((await seed()).result.status).toBe('invalid');
  expect(await snapshot()).toEqual(before);
});

test('a write that fails midway is reported, and the next run converges', async () => {
  let inserts = 0;
  const failing: SeedClient = {
    ...client,
    insertOne: (collection, doc) => {
      if (++inserts === 5) return Promise.reject(new Error('connection reset'));
      return client.insertOne(collection, doc);
    },
  };
  const error = await seed({ client: failing }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SeedWriteError);
  expect(error).toMatchObject({
    written: 4,
    message: expect.stringMatching(/connection reset.*run the import again/),
  });
  expect(Object.values(await snapshot()).flat()).toHaveLength(4);

  expect((await seed()).result).toMatchObject({ status: 'applied', written: FIXTURE_COUNT - 4 });
  expect(Object.values(await snapshot()).flat()).toHaveLength(FIXTURE_COUNT);
  expect((await seed()).result.status).toBe('up-to-date');
});

test('a removed file is reported and left in the store', async () => {
  await seed();
  rmSync(path.join(bed.content.dir, 'effects/shield.json'));
  editJson(bed.content.dir, 'skills/wick-guard.json', (d) => {
    d.description = 'Braces for impact.';
    d.interactions = [];
  });
  editJson(bed.content.dir, 'traits/lantern-aura.json', (d) => {
    d.description = 'Allies nearby take less damage.';
    d.interactions = [];
  });
  const { result, output } = await seed({ dryRun: true });
  expect(result.plan?.collections.effects.removed).toEqual(['shield']);
  expect(output).toContain('  - shield: removed from content, still in store');
  expect((await seed()).output).toContain('  - shield: removed from content, still in store');
  expect(await bed.store.findOne('effects', { _id: 'shield' })).toMatchObject({ _id: 'shield' });
  expect((await seed()).result.status).toBe('up-to-date');
});

const seedIfEmpty = (seedClient: SeedClient, options: { contentDir: string; log: () => void }) =>
  importOnFirstStart(seedClient, importMarker(bed.store), options);

test('the first-start import loads an empty store once, then leaves it alone', async () => {
  const log = () => {};
  expect(await seedIfEmpty(client, { contentDir: bed.content.dir, log })).toMatchObject({ seeded: true });
  expect(Object.values(await snapshot()).flat()).toHaveLength(FIXTURE_COUNT);
  editJson(bed.content.dir, 'effects/burn.json', (d) => (d.maxStacks = 4));
  expect(await seedIfEmpty(client, { contentDir: bed.content.dir, log })).toEqual({ seeded: false });
  expect(await bed.store.findOne('effects', { _id: 'burn' })).toMatchObject({ maxStacks: 3 });
});

test('an import cut short (no completion marker) is finished at the next start, without overwriting', async () => {
  const log = () => {};
  // What a crash after the first two collections leaves: some documents, no marker.
  await seed();
  await bed.store.sql.query(`DELETE FROM documents WHERE collection NOT IN ('effects', 'skills')`);
  await bed.store.sql.query('DELETE FROM store_markers');
  // An editor changed a document meanwhile: the finishing run must not put the file's value back.
  await bed.store.updateOne('effects', { _id: 'burn' }, (doc) => ({ ...doc, maxStacks: 5 }));
  const { seeded, result } = await seedIfEmpty(client, { contentDir: bed.content.dir, log });
  expect(seeded).toBe(true);
  expect(Object.values(await snapshot()).flat()).toHaveLength(FIXTURE_COUNT);
  expect(result?.written).toBe(FIXTURE_COUNT - 5);
  expect(await bed.store.findOne('effects', { _id: 'burn' })).toMatchObject({ maxStacks: 5 });
  expect(await bed.store.getMarker('content-import')).toEqual(expect.stringMatching(/^\d{4}-/));
});

test('two servers seeding the same empty store at once both succeed, and each document is inserted once', async () => {
  const options = { contentDir: bed.content.dir, log: () => {} };
  // Server A has planned against the empty store; server B seeds it completely before A's first insert.
  let other: ReturnType<typeof seedIfEmpty> | undefined;
  const serverA: SeedClient = {
    ...client,
    async insertOne(collection, doc) {
      other ??= seedIfEmpty(client, options);
      await other;
      return client.insertOne(collection, doc);
    },
  };
  const a = await seedIfEmpty(serverA, options);
  const b = await other;
  expect([a.seeded, b?.seeded]).toEqual([true, true]);
  expect([a.result?.written, b?.result?.written]).toEqual([0, FIXTURE_COUNT]);
  expect(Object.values(await snapshot()).flat()).toHaveLength(FIXTURE_COUNT);
  expect((await seed()).result.status).toBe('up-to-date');
});

test('the first-start import refuses invalid content and sets no marker', async () => {
  editJson(bed.content.dir, 'effects/burn.json', (d) => (d.maxStacks = 0));
  await expect(seedIfEmpty(client, { contentDir: bed.content.dir, log: () => {} })).rejects.toThrow(
    /effects\/burn\.json.*maxStacks/,
  );
  expect(await bed.store.getMarker('content-import')).toBeUndefined();
});

describe('over HTTP (--url), as against a running server', () => {
  const EDITOR_TOKEN = 'seed-test-editor-token';
  const saved = { ...process.env };
  let server: Server;
  let url: string;

  beforeAll(async () => {
    for (const key of ['FIREBASE_PROJECT_ID', 'FIREBASE_AUTH_EMULATOR_HOST']) delete process.env[key];
    process.env.EDITOR_TOKEN = EDITOR_TOKEN;
    resetEnv();
    // The route handler's Request → Response function behind a plain Node server.
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const request = new Request(`http://localhost${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
      });
      const response = await handleHttp(request, req.url?.split('/').pop() ?? '');
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(await response.text());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/data`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    process.env = saved;
    resetEnv();
  });

  test('without the editor token the first write is refused and nothing is written', async () => {
    const error = await seed({ client: createDataClient({ url }) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SeedWriteError);
    // Referenced collections are written first: effects before anything that links to them.
    expect((error as SeedWriteError).message).toMatch(/writing effects\/burn failed: Sign in as an editor/);
    expect(Object.values(await snapshot()).flat()).toEqual([]);
  });

  test('with EDITOR_TOKEN it imports, then the dry run reads over HTTP and finds nothing to do', async () => {
    const http = createDataClient({ url, token: EDITOR_TOKEN });
    expect((await seed({ client: http })).result).toMatchObject({
      status: 'applied',
      written: FIXTURE_COUNT,
    });
    expect(await bed.store.findOne('characters', { _id: 'aria' })).toMatchObject({
      createdAt: expect.any(String),
    });
    const dry = await seed({ client: createDataClient({ url }), dryRun: true });
    expect(dry.output).toContain('characters  0 added, 0 changed, 2 unchanged');
  });
});
