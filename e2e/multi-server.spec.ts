import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from './test';
import Redis from 'ioredis';
import { Client } from 'pg';
import { startNext, stopAll, type Running } from '../scripts/lib/stack';
import { headingAndTitle } from './html';
import { E2E_EDITOR_TOKEN, E2E_MULTI_PORT } from './server-env';

/**
 * Two servers (server.mjs) of the e2e build on one PostgreSQL database and one Redis
 * (docs/operations.md, "Running more than one server"). The run gets its own database and Redis key prefix, and
 * removes both afterwards.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const run = randomBytes(4).toString('hex');
const database = `lf_multi_${run}`;
const prefix = `lf-multi-${run}:`;
const servers = [`http://127.0.0.1:${E2E_MULTI_PORT}`, `http://127.0.0.1:${E2E_MULTI_PORT + 1}`] as const;

async function admin<T>(sql: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await sql(client);
  } finally {
    await client.end();
  }
}

async function redisKeys(redis: Redis): Promise<string[]> {
  const keys: string[] = [];
  for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 500 }))
    keys.push(...(batch as string[]));
  return keys;
}

async function setName(request: APIRequestContext, server: string, name: string) {
  // Verified later than any shipped entry, so home lists it among the recently updated.
  const verified = { version: '2.6', date: '2026-11-22' };
  const response = await request.post(`${server}/api/data/updateOne`, {
    headers: { authorization: `Bearer ${E2E_EDITOR_TOKEN}` },
    data: { collection: 'characters', filter: { _id: 'keel' }, update: { $set: { name, verified } } },
  });
  expect(response.status()).toBe(200);
}

async function page(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

test.describe('two servers on one PostgreSQL and one Redis', () => {
  test.skip(!databaseUrl || !redisUrl, 'needs TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run sets both)');
  test.describe.configure({ timeout: 240_000 });

  let procs: Running[] = [];
  let redis: Redis | undefined;

  test.beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE ${database}`));
    const url = new URL(databaseUrl as string);
    url.pathname = `/${database}`;
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      // The cache handlers and the rate limiters keep their keys under this run's prefix, removed after.
      REDIS_KEY_PREFIX: prefix,
      EDITOR_TOKEN: E2E_EDITOR_TOKEN,
      EDGE_PURGE_URL: '',
    };
    // The first one seeds the empty database; the second starts on the seeded one.
    for (const [i, server] of servers.entries()) {
      procs.push(
        await startNext({
          port: Number(new URL(server).port),
          distDir: '.next-e2e',
          env,
          name: `server ${i + 1}`,
        }),
      );
    }
    redis = new Redis(redisUrl as string);
  });

  test.afterAll(async () => {
    await stopAll(procs);
    procs = [];
    if (redis) {
      const keys = await redisKeys(redis);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  });

  test('both serve the same pages from the shared cache, and a write through one shows on the first request to the other', async ({
    request,
  }) => {
    const [first, second] = servers;
    const pages = ['/chars/keel', '/chars', '/'];
    for (const server of servers) {
      for (const path of pages.slice(0, 2)) {
        expect((await page(request, `${server}${path}`)).includes('Keel'), `${server}${path}`).toBe(true);
      }
    }
    // The caches the servers share are in Redis, under this run's prefix: a page the first
    // server rendered is a cache hit on the second one's first request.
    expect((await redisKeys(redis as Redis)).length).toBeGreaterThan(0);
    for (const path of ['/tierlist', '/gears/wickblade']) {
      await request.get(`${first}${path}`);
      expect(
        (await request.get(`${first}${path}`)).headers()['x-nextjs-cache'],
        `${path} on the first server`,
      ).toBe('HIT');
      expect(
        (await request.get(`${second}${path}`)).headers()['x-nextjs-cache'],
        `${path} on the second server`,
      ).toBe('HIT');
    }

    const renamed = `Keel Twofold ${run}`;
    await setName(request, first, renamed);
    for (const path of pages) {
      expect(
        (await page(request, `${second}${path}`)).includes(renamed),
        `${path} on the second server`,
      ).toBe(true);
    }

    // And the other way round.
    const again = `Keel Once More ${run}`;
    await setName(request, second, again);
    // The detail page's History section names the earlier write's old value, so there it is the
    // heading and the title that must show only the new name.
    for (const path of pages) {
      const html = await page(request, `${first}${path}`);
      const shown = path === '/chars/keel' ? headingAndTitle(html) : html;
      expect(shown.includes(again) && !shown.includes(renamed), `${path} on the first server`).toBe(true);
    }
  });
});
