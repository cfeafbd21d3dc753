/**
 * `npm run bench:data`: times a find by _id and a filtered, sorted, projected list query, both
 * in-process and over HTTP, against the raw SQL each one runs, and prints the ratios of one run.
 * Uses its own PGlite directory (or a throw-away schema of TEST_DATABASE_URL). Not a timed test.
 * The npm script passes --conditions=react-server so that 'server-only' resolves as in Next.
 */
import type { AddressInfo } from 'node:net';

const DOCS = 1000;
const WARMUP = 50;
const ROUNDS = 400;

/** Mean µs per call of each function, interleaved round by round so load spikes hit all alike. */
async function timeAll(fns: readonly (() => Promise<unknown>)[]): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) for (const fn of fns) await fn();
  const totals = fns.map(() => 0n);
  for (let i = 0; i < ROUNDS; i++) {
    // Rotate the order: whatever the previous call leaves behind (socket clean-up, GC) lands on each in turn.
    for (let j = 0; j < fns.length; j++) {
      const k = (i + j) % fns.length;
      const fn = fns[k] as () => Promise<unknown>;
      const start = process.hrtime.bigint();
      await fn();
      totals[k] = (totals[k] ?? 0n) + process.hrtime.bigint() - start;
    }
  }
  return totals.map((total) => Number(total) / 1000 / ROUNDS);
}

async function main(): Promise<void> {
  process.env.EDITOR_TOKEN ??= 'bench-editor-token-0000';
  // The HTTP rounds read far more than a visitor may in a minute; the limiter still counts each
  // call (its cost is part of the figure), but must not refuse them.
  process.env.RATE_LIMIT_READS ??= String(10 * (WARMUP + ROUNDS) * 4);
  const { openTestStore } = await import('@/lib/store/test-store');
  const { findSql, setStore } = await import('@/lib/store');
  const { createDataClient } = await import('@/lib/data/client');
  const { createFunctionsServer } = await import('@/lib/functions/node-server');

  const { store, cleanup } = await openTestStore();
  setStore(store);
  const server = createFunctionsServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  try {
    const types = ['buff', 'debuff', 'control'] as const;
    for (let i = 0; i < DOCS; i++) {
      await store.insertOne('effects', {
        _id: `effect-${i}`,
        name: `Effect ${i}`,
        verified: { version: '2.6', date: '2026-11-05' },
        type: types[i % 3] as string,
        stacking: 'none',
        maxStacks: 1 + (i % 5),
        duration: i % 7,
        dispellable: i % 2 === 0,
        description: 'Benchmark document.',
      });
    }
    await store.sql.query('ANALYZE documents');

    const byId = { _id: 'effect-500' };
    const list = {
      filter: { type: 'buff', duration: { $gte: 3 }, dispellable: true },
      sort: { duration: -1 as const, name: 1 as const },
      projection: { name: 1 as const, duration: 1 as const },
      limit: 20,
    };
    const rawById = findSql('effects', { filter: byId, limit: 1, skip: 0 });
    const rawList = findSql('effects', { ...list, skip: 0 });
    const local = createDataClient();
    const remote = createDataClient({ url });

    const rows: [string, number, number, number][] = [];
    for (const [name, raw, inProcess, overHttp] of [
      [
        'find by _id',
        () => store.sql.query(rawById.text, rawById.values),
        () => local.findOne('effects', byId),
        () => remote.findOne('effects', byId),
      ],
      [
        'filtered, sorted, projected list',
        () => store.sql.query(rawList.text, rawList.values),
        () => local.find('effects', list),
        () => remote.find('effects', list),
      ],
    ] as const) {
      const [r, i, h] = await timeAll([raw, inProcess, overHttp]);
      rows.push([name, r ?? 0, i ?? 0, h ?? 0]);
    }

    console.log(
      `Store: ${store.kind}, ${DOCS} documents, ${ROUNDS} rounds after ${WARMUP} warm-up (one run; mean µs per call)`,
    );
    console.log('query                              raw SQL    in-process (ratio)    HTTP (ratio)');
    for (const [name, raw, inProcess, overHttp] of rows) {
      console.log(
        `${name.padEnd(34)} ${raw.toFixed(0).padStart(7)}    ${inProcess.toFixed(0).padStart(7)} (${(inProcess / raw).toFixed(2)}x)    ${overHttp
          .toFixed(0)
          .padStart(7)} (${(overHttp / raw).toFixed(2)}x)`,
      );
    }
  } finally {
    server.close();
    setStore(undefined);
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
