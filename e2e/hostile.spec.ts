import http from 'node:http';
import { expect, test } from './test';

/**
 * Issue 9's transport-level cases against the real server (the in-process table is
 * lib/functions/hostile.test.ts). Requests that must not share the suite's own address for
 * rate limiting name a made-up client in X-Forwarded-For, which the server believes because
 * they arrive from loopback, its trusted proxy address by default.
 */
const port = Number(process.env.E2E_PORT ?? 3100);

test.describe('malformed URLs get the site 404 page or a JSON 400, never a 5xx', () => {
  for (const path of [
    '/chars/%E0%A4%A',
    '/chars/%00',
    '/chars/aurelia%00vance',
    '/gears/%ZZ',
    '/events/%ED%A0%80',
  ]) {
    test(`page ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    });
  }

  test('API action with a bad %-escape', async ({ request }) => {
    const response = await request.post('/api/data/%E0%A4%A', { data: {} });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'bad_request', message: expect.stringContaining('%-escape') },
    });
  });

  test('TRACE on the API and on a page', async ({ request }) => {
    // The guard is installed by instrumentation.ts, which Next runs just after it starts listening.
    await expect
      .poll(async () => (await request.fetch('/api/data/find', { method: 'TRACE' })).status(), {
        timeout: 20_000,
      })
      .toBe(405);
    const api = await request.fetch('/api/data/find', { method: 'TRACE' });
    expect((await api.json()).error.code).toBe('method_not_allowed');
    expect((await request.fetch('/', { method: 'TRACE' })).status()).toBe(405);
    // Node's HTTP parser itself refuses TRACK with 400.
    expect((await request.fetch('/', { method: 'TRACK' })).status()).toBe(400);
  });
});

/** One request over a shared keep-alive agent, with an optional streamed (chunked) body. */
function send(
  agent: http.Agent,
  path: string,
  chunks = 0,
): Promise<{ status?: number; connection?: string; error?: string }> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
      },
    );
    req.on('error', (error) => resolve({ error: error.message }));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < chunks) {
        sent += 1;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end(chunks === 0 ? '{"collection":"effects","limit":1}' : undefined);
    };
    pump();
  });
}

test('an oversized chunked upload gets 413 and a clean close; the next request on the agent works', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const oversized = await send(agent, '/api/data/find', 40);
  expect(oversized).toEqual({ status: 413, connection: 'close' });
  expect(await send(agent, '/api/data/find')).toMatchObject({ status: 200 });
  agent.destroy();
});

test('repeated failed sign-ins from one address get 429 with Retry-After', async ({ request }) => {
  const headers = { 'x-forwarded-for': '198.51.100.201', authorization: 'Bearer not-the-token-0123456789' };
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) {
    const response = await request.post('/api/data/insertOne', {
      headers,
      data: { collection: 'effects', document: {} },
    });
    statuses.push(response.status());
    if (response.status() === 429) {
      expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
      expect((await response.json()).error.code).toBe('rate_limited');
    }
  }
  expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
  expect(statuses[20]).toBe(429);
  // Another visitor behind the same proxy is not affected.
  const other = await request.post('/api/data/find', {
    headers: { 'x-forwarded-for': '198.51.100.202' },
    data: { collection: 'effects', limit: 1 },
  });
  expect(other.status()).toBe(200);
});

test('while heavy queries run, pages answer in under a second', async ({ request }) => {
  // The heaviest filter the caps allow: 10 regexes and 90 more conditions over every character.
  const heavy = {
    collection: 'characters',
    filter: {
      $or: [
        ...Array.from({ length: 10 }, (_, i) => ({
          profile: { $regex: `a.*e.*i.*o.*u${i}`, $options: 'i' },
        })),
        ...Array.from({ length: 90 }, (_, i) => ({ 'skillTree.options.description': `x${i}` })),
      ],
    },
    limit: 1000,
  };
  const paths = ['/', '/chars', '/gears/wickblade', '/tierlist', '/robots.txt'];
  // Rendered once before, so they come from the cache, as a visited site's pages do.
  for (const path of paths) expect((await request.get(path)).status()).toBe(200);
  const load = Array.from({ length: 2 }, (_, i) =>
    request.post('/api/data/find', { headers: { 'x-forwarded-for': `198.51.100.${210 + i}` }, data: heavy }),
  );
  const timings: number[] = [];
  for (const path of paths) {
    const started = Date.now();
    const response = await request.get(path);
    timings.push(Date.now() - started);
    expect(response.status()).toBe(200);
  }
  for (const response of await Promise.all(load)) expect(response.status()).toBeLessThan(500);
  expect(Math.max(...timings)).toBeLessThan(1000);
});
