import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { POST } from '@/app/api/data/[action]/route';
import { resetEnv } from '@/lib/config/env';
import { effect } from '@/lib/functions/test-fixtures';
import { withTestStore } from '@/lib/store/test-store';
import { clientIp, trustedProxies } from './client-ip';
import { PEER_HEADER } from './peer';
import { resetLimiters } from './rate-limit';

const editorToken = 'local-editor-token-for-tests';
const settings = {
  EDITOR_TOKEN: editorToken,
  RATE_LIMIT_READS: '5',
  RATE_LIMIT_WRITES: '3',
  RATE_LIMIT_AUTH_FAILURES: '3',
};

function configure(extra: Record<string, string> = {}) {
  Object.assign(process.env, settings, extra);
  delete process.env.FIREBASE_PROJECT_ID;
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  resetEnv();
  resetLimiters();
}
afterAll(() => {
  for (const key of [...Object.keys(settings), 'REDIS_URL', 'REDIS_KEY_PREFIX']) delete process.env[key];
  resetEnv();
  resetLimiters();
});

withTestStore();

async function call(
  action: string,
  body: unknown,
  opts: { peer: string; forwardedFor?: string; token?: string },
) {
  const headers: Record<string, string> = { 'content-type': 'application/json', [PEER_HEADER]: opts.peer };
  if (opts.forwardedFor) headers['x-forwarded-for'] = opts.forwardedFor;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const request = new Request(`http://localhost/api/data/${action}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const response = await POST(request, { params: Promise.resolve({ action }) });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    json: await response.json(),
  };
}
const read = { collection: 'effects', filter: {} };

describe('client address', () => {
  const trusted = trustedProxies(['127.0.0.0/8', '::1/128', '10.0.0.0/8']);
  const ip = (peer: string | null, forwardedFor?: string) =>
    clientIp(
      new Headers({
        ...(peer ? { [PEER_HEADER]: peer } : {}),
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      }),
      trusted,
    );

  it.each([
    ['a direct client is its peer address', '203.0.113.9', undefined, '203.0.113.9'],
    ['a direct client cannot claim another address', '203.0.113.9', '198.51.100.1', '203.0.113.9'],
    ['behind the local proxy, the address it appended', '127.0.0.1', '198.51.100.1', '198.51.100.1'],
    [
      'what a client wrote before the proxy appended is ignored',
      '::ffff:127.0.0.1',
      '1.2.3.4, 198.51.100.1',
      '198.51.100.1',
    ],
    ['through two trusted proxies', '127.0.0.1', '198.51.100.1, 10.1.2.3', '198.51.100.1'],
    ['a loopback peer without forwarding is itself', '::1', undefined, '::1'],
    ['no recorded peer (in-process): nothing believed', null, '198.51.100.1', 'unknown'],
  ])('%s', (_name, peer, forwardedFor, expected) => {
    expect(ip(peer, forwardedFor)).toBe(expected);
  });
});

describe('rate limits (memory)', () => {
  beforeAll(() => configure());

  it('answers 429 JSON with Retry-After once an address has used its reads, and only that address', async () => {
    for (let i = 0; i < 5; i++) expect((await call('find', read, { peer: '203.0.113.1' })).status).toBe(200);
    const limited = await call('find', read, { peer: '203.0.113.1' });
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(limited.json).toEqual({
      error: { code: 'rate_limited', message: expect.stringContaining('Too many requests') },
    });
    expect((await call('find', read, { peer: '203.0.113.2' })).status).toBe(200);
  });

  it('counts visitors behind the trusted local proxy apart, and a spoofed header from outside not at all', async () => {
    for (let i = 0; i < 5; i++) await call('find', read, { peer: '127.0.0.1', forwardedFor: '198.51.100.7' });
    expect((await call('find', read, { peer: '127.0.0.1', forwardedFor: '198.51.100.7' })).status).toBe(429);
    expect((await call('find', read, { peer: '127.0.0.1', forwardedFor: '198.51.100.8' })).status).toBe(200);
    // An outside client rotating X-Forwarded-For is still one address.
    for (let i = 0; i < 5; i++)
      await call('find', read, { peer: '203.0.113.50', forwardedFor: `192.0.2.${i}` });
    expect((await call('find', read, { peer: '203.0.113.50', forwardedFor: '192.0.2.99' })).status).toBe(429);
  });

  it('limits writes more tightly than reads', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await call(
            'insertOne',
            { collection: 'effects', document: effect(`w${i}`) },
            { peer: '203.0.113.3', token: editorToken },
          )
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('after repeated failed sign-ins, refuses authenticated calls from that address even with a good token', async () => {
    const peer = '203.0.113.4';
    const write = { collection: 'effects', document: effect('auth') };
    for (let i = 0; i < 3; i++)
      expect((await call('insertOne', write, { peer, token: 'wrong-token-0123456789' })).status).toBe(401);
    const blocked = await call('insertOne', write, { peer, token: editorToken });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error.message).toContain('failed sign-ins');
    // Anonymous reading goes on.
    expect((await call('find', read, { peer })).status).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('rate limits (Redis, shared by servers)', () => {
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  afterAll(async () => {
    const redis = new Redis(redisUrl as string);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts in Redis: a second server (fresh limiters) sees what the first one spent', async () => {
    configure({ REDIS_URL: redisUrl as string, REDIS_KEY_PREFIX: prefix });
    for (let i = 0; i < 5; i++) expect((await call('find', read, { peer: '203.0.113.60' })).status).toBe(200);
    resetLimiters(); // "another server": new limiters, same Redis
    expect((await call('find', read, { peer: '203.0.113.60' })).status).toBe(429);
    const redis = new Redis(redisUrl as string);
    expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0);
    await redis.quit();
  });
});
