/**
 * Every hostile request from issue 9, in one table, and a property test of random paths,
 * methods and bodies: each gets a 4xx with the protocol's JSON error shape, never a 5xx or a
 * stack trace. Runs in-process against the route handler over a real store; transport-level
 * cases (TRACE, bad %-escapes, keep-alive after an oversized upload) are in e2e/hostile.spec.ts.
 */
import fc from 'fast-check';
import { DELETE, GET, PATCH, POST, PUT } from '@/app/api/data/[action]/route';
import { resetEnv } from '@/lib/config/env';
import { PEER_HEADER } from '@/lib/security/peer';
import { resetLimiters } from '@/lib/security/rate-limit';
import { withTestStore } from '@/lib/store/test-store';
import { limits } from './limits';
import { fieldOperators, refusedOperators } from './validate';
import { effect } from './test-fixtures';

const editorToken = 'local-editor-token-for-tests';
const handlers = { GET, POST, PUT, PATCH, DELETE } as const;
type Method = keyof typeof handlers;

beforeAll(() => {
  delete process.env.FIREBASE_PROJECT_ID;
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  process.env.EDITOR_TOKEN = editorToken;
  // The property test sends thousands of requests from one address; limits have their own test.
  process.env.RATE_LIMIT_READS = '1000000';
  process.env.RATE_LIMIT_WRITES = '1000000';
  process.env.RATE_LIMIT_AUTH_FAILURES = '1000000';
  resetEnv();
  resetLimiters();
});
afterAll(() => {
  for (const key of ['RATE_LIMIT_READS', 'RATE_LIMIT_WRITES', 'RATE_LIMIT_AUTH_FAILURES'])
    delete process.env[key];
  resetEnv();
  resetLimiters();
});

const store = withTestStore();
beforeAll(async () => {
  for (const id of ['burn', 'shield', 'focus'])
    await store.current().insertOne('effects', { ...effect(id), createdAt: '2026-01-01T00:00:00.000Z' });
});

interface Sent {
  method?: Method;
  action?: string;
  body?: unknown;
  raw?: string;
  contentType?: string;
  token?: string;
}

async function send({
  method = 'POST',
  action = 'find',
  body,
  raw,
  contentType = 'application/json',
  token,
}: Sent) {
  const headers: Record<string, string> = { 'content-type': contentType, [PEER_HEADER]: '198.51.100.20' };
  if (token) headers.authorization = `Bearer ${token}`;
  const hasBody = method !== 'GET';
  // Next hands the route its decoded action in params; the URL itself does not matter here.
  const request = new Request('http://localhost/api/data/action', {
    method,
    headers,
    body: hasBody ? (raw ?? JSON.stringify(body)) : undefined,
  });
  const response = await handlers[method](request, { params: Promise.resolve({ action }) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
}

const find = (filter: unknown) => ({ collection: 'effects', filter });
const many = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
const nested = `${'['.repeat(20_000)}1${']'.repeat(20_000)}`;

// [case, request, status, what the message must name]
const cases: [string, Sent, number, string][] = [
  [
    'backreferences in $regex',
    { body: find({ profile: { $regex: '(.*)(.*)(.*)(.*)\\4\\3\\2\\1x' } }) },
    400,
    'backreferences',
  ],
  ['named backreference', { body: find({ name: { $regex: '(?<a>x)\\k<a>' } }) }, 400, 'backreferences'],
  ['lookahead', { body: find({ name: { $regex: '(?=a)a' } }) }, 400, 'lookahead'],
  ['nested repetition', { body: find({ name: { $regex: '(a+)+b' } }) }, 400, 'nested repetition'],
  [
    'large counted repetition',
    { body: find({ name: { $regex: 'a{1000}' } }) },
    400,
    'repetition counts above',
  ],
  [
    '$or of 100 regexes',
    { body: find({ $or: many(100, (i) => ({ name: { $regex: `a.*b${i}` } })) }) },
    400,
    `at most ${limits.regexCount} $regex`,
  ],
  [
    '30,000-item $in',
    { body: find({ _id: { $in: many(30_000, (i) => `id${i}`) } }) },
    400,
    `at most ${limits.arrayLength} values`,
  ],
  [
    '$in values spread over $or branches',
    { body: find({ $or: many(50, () => ({ name: { $in: many(100, (i) => `n${i}`) } })) }) },
    400,
    `at most ${limits.arrayLength} values`,
  ],
  [
    'more than 65,535 bind parameters',
    { body: find({ $or: many(100, () => ({ name: { $in: many(700, (i) => i) } })) }) },
    400,
    'at most',
  ],
  [
    '$or of 101 filters',
    { body: find({ $or: many(101, (i) => ({ name: `n${i}` })) }) },
    400,
    `at most ${limits.branchLength} filters`,
  ],
  [
    'too many conditions',
    { body: find({ $and: many(60, (i) => ({ name: `n${i}`, type: 'buff' })) }) },
    400,
    `at most ${limits.filterConditions} conditions`,
  ],
  ['$options x', { body: find({ name: { $regex: 'a', $options: 'x' } }) }, 400, 'flags i, m, s'],
  ['$size of 2^31', { body: find({ tags: { $size: 2 ** 31 } }) }, 400, '$size'],
  ['null byte in a string', { body: find({ name: 'a\u0000b' }) }, 400, 'null character'],
  ['null byte in a key', { body: find({ 'na\u0000me': 'x' }) }, 400, 'null character'],
  [
    'null byte in a document',
    {
      action: 'insertOne',
      token: editorToken,
      body: { collection: 'effects', document: effect('nul', { description: 'x\u0000' }) },
    },
    400,
    'null character',
  ],
  [
    'lone surrogate in a string',
    { raw: '{"collection":"effects","filter":{"name":"\\ud800"}}' },
    400,
    'surrogate',
  ],
  ['lone surrogate in a key', { raw: '{"collection":"effects","filter":{"\\udc00":1}}' }, 400, 'surrogate'],
  [
    'lone surrogate in $set',
    {
      action: 'updateOne',
      token: editorToken,
      raw: '{"collection":"effects","filter":{"_id":"burn"},"update":{"$set":{"name":"\\ud83d"}}}',
    },
    400,
    'surrogate',
  ],
  [
    'body nested 20,000 levels',
    { raw: `{"collection":"effects","filter":{"a":${nested}}}` },
    400,
    'nested deeper',
  ],
  [
    'TRACE-like unknown action with a bad name',
    { action: 'find\u0000', body: find({}) },
    404,
    'unknown action',
  ],
  ['GET', { method: 'GET' }, 405, 'POST'],
  ['DELETE', { method: 'DELETE', body: find({}) }, 405, 'POST'],
  [
    'wrong token for a write',
    {
      action: 'insertOne',
      token: 'wrong-token-0123456789',
      body: { collection: 'effects', document: effect('x') },
    },
    401,
    'Invalid token',
  ],
];

describe('hostile requests from issue 9', () => {
  it.each(cases)('%s', async (_name, sent, status, fragment) => {
    const response = await send(sent);
    expect(response.status).toBe(status);
    const json = JSON.parse(response.text) as { error: { code: string; message: string } };
    expect(json.error.message).toContain(fragment);
    expect(response.text).not.toMatch(/\n\s+at |node_modules|SELECT|\.ts:\d/);
  });

  it('the refused queries leave the store answering at once', async () => {
    const started = Date.now();
    const response = await send({ body: find({ _id: 'burn' }) });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

/** Random filters built from the operators, including hostile operands and keys. */
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('\u0000', '\ud800', 'a\udc00', '(.*)\\1', '(a+)+', '$where', '__proto__', '%E0%A4%A', '💥'),
);
const operand: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileString,
  fc.constantFrom(2 ** 31, -1, 1e308, 0.5, null, true),
);
// Every operator the validator admits, the ones it refuses, an unknown one and the logical ones.
const operator = fc.constantFrom(...fieldOperators, ...refusedOperators, '$foo', '$and', '$or');
const filter: fc.Arbitrary<unknown> = fc.letrec<{ f: unknown }>((tie) => ({
  f: fc.oneof(
    { depthSize: 'small' },
    fc.dictionary(
      fc.oneof(hostileString, fc.constantFrom('name', 'type', 'a.b', 'duration', '_id')),
      operand,
      { maxKeys: 3 },
    ),
    fc.dictionary(
      fc.constantFrom('name', 'tags', 'a.b'),
      fc.dictionary(operator, fc.oneof(operand, tie('f')), { maxKeys: 2 }),
      { maxKeys: 2 },
    ),
    fc.record({ $or: fc.array(tie('f'), { maxLength: 3 }) }),
    fc.record({ $and: fc.array(tie('f'), { maxLength: 3 }) }),
  ),
})).f;
const body = fc.oneof(
  fc.record(
    {
      collection: fc.oneof(fc.constantFrom('effects', 'characters', 'progress', 'users'), hostileString),
      filter,
      projection: fc.oneof(
        fc.constant(undefined),
        fc.dictionary(hostileString, fc.constantFrom(0, 1, 2, 'x')),
      ),
      sort: fc.oneof(fc.constant(undefined), fc.dictionary(hostileString, fc.constantFrom(1, -1, 0))),
      limit: fc.oneof(fc.constant(undefined), fc.integer({ min: -5, max: 2000 }), fc.double()),
      skip: fc.oneof(fc.constant(undefined), fc.integer({ min: -5, max: 200_000 })),
      document: fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 3 })),
      update: fc.oneof(
        fc.constant(undefined),
        fc.record({ $set: fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 2 })) }),
      ),
    },
    { requiredKeys: ['collection'] },
  ),
  fc.jsonValue({ maxDepth: 4 }),
);

describe('property: random paths, methods and JSON bodies never get a 5xx', () => {
  const runs = Number(process.env.HOSTILE_RUNS ?? 2000);
  it(`${runs} random requests`, async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Method>('POST', 'POST', 'POST', 'GET', 'PUT', 'PATCH', 'DELETE'),
        fc.oneof(fc.constantFrom('find', 'findOne', 'insertOne', 'updateOne'), hostileString),
        body,
        fc.oneof(
          fc.constant('application/json'),
          fc.constantFrom('text/plain', 'application/json; charset=utf-8', ''),
        ),
        fc.option(fc.constantFrom(editorToken, 'bad token', 'x'.repeat(5000)), { nil: undefined }),
        async (method, action, payload, contentType, token) => {
          const response = await send({ method, action, body: payload, contentType, token });
          sent += 1;
          expect(response.status).toBeLessThan(500);
          const json = JSON.parse(response.text) as Record<string, unknown>;
          if (response.status >= 400) {
            expect(json).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
            expect(response.text).not.toMatch(/\n\s+at |node_modules|SELECT/);
          }
        },
      ),
      { numRuns: runs, seed: Number(process.env.HOSTILE_SEED ?? 9) },
    );
    expect(sent).toBe(runs);
  }, 300_000);
});
