/**
 * The conformance suite: every case of conformance.cases.ts, validated as a request is and run
 * on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set (in a schema of its own,
 * dropped afterwards). Both drivers must give MongoDB's answer, so they agree with each other.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStore, type Store } from '@/lib/store';
import { groups, type ConformanceCase } from './conformance.cases';
import { DataError } from '@/lib/errors';
import { parseFilter, parseProjection, parseSort } from './validate';

interface Opened {
  store: Store;
  cleanup: () => Promise<void>;
}

async function openPglite(): Promise<Opened> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lanternfall-conformance-'));
  const store = await openStore({ dataDir: path.join(dir, 'pglite') });
  return {
    store,
    async cleanup() {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(url: string): Promise<Opened> {
  const schema = `conf_${randomBytes(6).toString('hex')}`;
  const store = await openStore({ databaseUrl: url, schema });
  return {
    store,
    async cleanup() {
      await store.sql.query(`DROP SCHEMA ${schema} CASCADE`);
      await store.close();
    },
  };
}

const drivers: [string, () => Promise<Opened>][] = [['PGlite', openPglite]];
const url = process.env.TEST_DATABASE_URL;
if (url) drivers.push(['PostgreSQL', () => openPostgres(url)]);

/** Runs a case the way the find action does: validate every part, then query. */
async function run(store: Store, collection: string, c: ConformanceCase) {
  const filter = parseFilter(c.filter);
  const projection = parseProjection(c.projection);
  const sort = parseSort(c.sort);
  return store.find(collection, { filter, projection, sort, limit: 1000, skip: 0 });
}

describe.each(drivers)('conformance with MongoDB on %s', (_driver, open) => {
  let opened: Opened;
  beforeAll(async () => {
    opened = await open();
    for (const [i, group] of groups.entries()) {
      for (const doc of group.docs) await opened.store.insertOne(`conformance${i}`, doc as never);
    }
  }, 180_000);
  afterAll(() => opened?.cleanup());

  for (const [i, group] of groups.entries()) {
    describe(group.name, () => {
      it.each(group.cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
        const collection = `conformance${i}`;
        if (c.error) {
          const failure = await run(opened.store, collection, c).then(
            () => undefined,
            (error: unknown) => error,
          );
          expect(failure).toBeInstanceOf(DataError);
          expect((failure as DataError).code).toBe('bad_request');
          expect((failure as DataError).message).toMatch(c.error);
          return;
        }
        const found = await run(opened.store, collection, c);
        if (c.docs) {
          expect(found).toEqual(c.docs);
          return;
        }
        const ids = found.map((doc) => doc._id);
        if (c.sort) expect(ids).toEqual(c.ids);
        else expect([...ids].sort()).toEqual([...(c.ids ?? [])].sort());
      });
    });
  }
});
