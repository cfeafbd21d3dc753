import { toDataError } from '@/lib/functions/actions';
import type { Driver } from './drivers';
import { isConnectionError, QueryTimeoutError, type Store } from './index';
import { openTestStore, testDriver } from './test-store';

/** Largest gap between ticks of a 20 ms interval while `work` runs: how long the event loop was held. */
async function eventLoopStall<T>(
  work: Promise<T>,
): Promise<{ stall: number; outcome: PromiseSettledResult<T> }> {
  let last = Date.now();
  let stall = 0;
  const timer = setInterval(() => {
    stall = Math.max(stall, Date.now() - last);
    last = Date.now();
  }, 20);
  const [outcome] = await Promise.allSettled([work]);
  clearInterval(timer);
  return { stall, outcome };
}

describe(`statement deadline (${testDriver})`, () => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ store, cleanup } = await openTestStore({
      statementTimeoutMs: 500,
      poolSize: 2,
      acquireTimeoutMs: 300,
    }));
    await store.insertOne('effects', { _id: 'kept', n: 1 });
  });
  afterAll(() => cleanup());

  it('cancels a statement at its deadline without holding the event loop, and answers 503 query_timeout', async () => {
    const started = Date.now();
    const { stall, outcome } = await eventLoopStall(store.sql.query('SELECT pg_sleep(30)'));
    expect(outcome.status).toBe('rejected');
    const error = (outcome as PromiseRejectedResult).reason;
    if (testDriver === 'pglite') expect(error).toBeInstanceOf(QueryTimeoutError);
    else expect(error).toMatchObject({ code: '57014' });
    expect(Date.now() - started).toBeLessThan(3000);
    // PGlite runs in a worker thread: the server's own thread stayed free the whole time.
    expect(stall).toBeLessThan(250);
    expect(toDataError(error)).toMatchObject({ status: 503, code: 'query_timeout' });
  });

  it('answers the next query after a cancelled one, with every committed document still there', async () => {
    await store.sql.query('SELECT pg_sleep(30)').catch(() => undefined);
    expect(await store.findOne('effects', { _id: 'kept' })).toEqual({ _id: 'kept', n: 1 });
    await store.insertOne('effects', { _id: 'after', n: 2 });
    expect(await store.count('effects')).toBe(2);
  });

  it('rolls back a transaction whose statement passed the deadline', async () => {
    // store.sql is the driver itself; its transaction is what updateOne runs in.
    const driver = store.sql as Driver;
    await expect(
      driver.transaction(async (tx) => {
        await tx.query(`UPDATE documents SET data = '{"_id": "kept", "n": -1}' WHERE id = 'kept'`);
        await tx.query('SELECT pg_sleep(30)');
      }),
    ).rejects.toBeTruthy();
    expect(await store.findOne('effects', { _id: 'kept' })).toEqual({ _id: 'kept', n: 1 });
  });

  if (testDriver === 'postgres') {
    it('gives up waiting for a pool connection after the acquire timeout (503 store_unavailable)', async () => {
      const slow = [store.sql.query('SELECT pg_sleep(0.45)'), store.sql.query('SELECT pg_sleep(0.45)')];
      const started = Date.now();
      const third = await store.sql.query('SELECT 1').then(
        () => undefined,
        (error: unknown) => error,
      );
      await Promise.allSettled(slow);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(isConnectionError(third)).toBe(true);
      expect(toDataError(third)).toMatchObject({ status: 503, code: 'store_unavailable' });
    });
  }
});
