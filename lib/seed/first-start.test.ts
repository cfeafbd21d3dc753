import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDataClient } from '@/lib/data/client';
import { openStore, setStore, type Store } from '@/lib/store';
import { testDriver } from '@/lib/store/test-store';
import { DEFAULT_CONTENT_DIR, importMarker, importOnFirstStart, loadContent, runSeed } from './index';
import { isNoop } from './plan';

const childScript = path.join(__dirname, 'first-start-child.test-helper.ts');
const url = process.env.TEST_DATABASE_URL;
const schema = `t_${randomBytes(6).toString('hex')}`;
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lanternfall-first-start-'));
});
afterAll(async () => {
  if (url) {
    const store = await openStore({ databaseUrl: url, schema });
    await store.sql.query(`DROP SCHEMA ${schema} CASCADE`);
    await store.close();
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

const target = () => (url ? { databaseUrl: url, schema } : { dataDir: path.join(dir, 'pglite') });

/** Runs the first-start import in a child and kill -9s it once `after` documents are written. */
function importAndKill(after: number): Promise<number> {
  const args = url ? ['', url, schema] : [path.join(dir, 'pglite')];
  // node itself (not the tsx wrapper), so that SIGKILL reaches the process doing the writes.
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', childScript, ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    let lastWrite = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      for (const match of chunk.toString().matchAll(/^wrote (\d+)$/gm)) lastWrite = Number(match[1]);
      if (lastWrite >= after && child.signalCode === null) child.kill('SIGKILL');
    });
    child.once('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(lastWrite);
      else reject(new Error(`the import finished before it could be killed (${code}): ${stderr}`));
    });
  });
}

describe(`first-start import (${testDriver})`, () => {
  it('is redone after kill -9 midway: every content document ends up in the store, once', async () => {
    const loaded = await loadContent(DEFAULT_CONTENT_DIR);
    const total = Object.values(loaded.sources).flat().length;
    const acknowledged = await importAndKill(100);
    expect(acknowledged).toBeGreaterThanOrEqual(100);

    const store: Store = await openStore(target());
    try {
      const count = async () =>
        (
          await store.sql.query<{ n: number }>(
            // Content only: not the records kept beside it (history, summaries, translations).
            "SELECT count(*)::int AS n FROM documents WHERE collection NOT IN ('history', 'summaries', 'translations')",
          )
        )[0]?.n ?? 0;
      const left = await count();
      // The kill landed midway: some documents, and no completion marker.
      expect(left).toBeGreaterThanOrEqual(acknowledged);
      expect(left).toBeLessThan(total);
      expect(await store.getMarker('content-import')).toBeUndefined();

      // The next start sees no marker and finishes the job.
      setStore(store);
      const { seeded } = await importOnFirstStart(createDataClient({ system: true }), importMarker(store), {
        log: () => undefined,
      });
      expect(seeded).toBe(true);
      expect(await count()).toBe(total);
      expect(await store.count('translations')).toBe(loaded.translations?.length);
      expect(await store.getMarker('content-import')).toBeDefined();
      // Every document is its content file, even one whose patch replay the kill interrupted.
      const again = await runSeed({
        client: createDataClient({ system: true }),
        dryRun: true,
        log: () => undefined,
      });
      expect(again.plan && isNoop(again.plan)).toBe(true);
      expect(again.translations).toMatchObject({ added: [], changed: [], removed: [] });
      // And the start after that leaves the store alone.
      expect(
        await importOnFirstStart(createDataClient({ system: true }), importMarker(store), {
          log: () => undefined,
        }),
      ).toEqual({ seeded: false });
    } finally {
      setStore(undefined);
      await store.close();
    }
  }, 180_000);
});
