import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStore, setStore, type Store, type StoreOptions } from './index';

/** Which store tests run against: PostgreSQL when TEST_DATABASE_URL is set, PGlite otherwise. */
export const testDriver: 'postgres' | 'pglite' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** A fresh, empty store for one test file, and the function that removes every trace of it. */
export async function openTestStore(
  options: Pick<StoreOptions, 'statementTimeoutMs' | 'poolSize' | 'acquireTimeoutMs'> = {},
): Promise<{ store: Store; cleanup: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // CI shares one server: every run gets its own schema and drops it afterwards.
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const store = await openStore({ ...options, databaseUrl: url, schema });
    return {
      store,
      async cleanup() {
        await store.sql.query(`DROP SCHEMA ${schema} CASCADE`);
        await store.close();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lanternfall-store-'));
  const store = await openStore({ ...options, dataDir: path.join(dir, 'pglite') });
  return {
    store,
    async cleanup() {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Opens a fresh store for this test file, installs it as the process-wide store, and removes it after. */
export function withTestStore(): { current: () => Store } {
  let opened: { store: Store; cleanup: () => Promise<void> } | undefined;
  beforeAll(async () => {
    opened = await openTestStore();
    setStore(opened.store);
  });
  afterAll(async () => {
    setStore(undefined);
    await opened?.cleanup();
  });
  return {
    current() {
      if (!opened) throw new Error('the test store is not open yet');
      return opened.store;
    },
  };
}
