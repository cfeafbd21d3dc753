import { POST } from '@/app/api/data/[action]/route';
import { createDataClient, DataError } from '@/lib/data';
import { withTestStore } from '@/lib/store/test-store';
import { limits } from './limits';
import { effect, postRoute, withLocalEditor } from './test-fixtures';

const editorToken = 'local-editor-token-for-tests';

withLocalEditor(editorToken);

withTestStore();

describe('protocol over HTTP (route handler)', () => {
  /** The editor's insert of `burn`: the first test makes it, the next sends it again as a duplicate. */
  const insertBurn = () =>
    postRoute(POST, 'insertOne', { collection: 'effects', document: effect('burn') }, { token: editorToken });

  it('inserts with createdAt, finds, updates with updatedAt', async () => {
    const inserted = await insertBurn();
    expect([inserted.status, inserted.json]).toEqual([200, { insertedId: 'burn' }]);

    const found = await postRoute(POST, 'findOne', { collection: 'effects', filter: { _id: 'burn' } });
    expect(found.status).toBe(200);
    const doc = found.json.document as Record<string, unknown>;
    expect(doc).toMatchObject({ _id: 'burn', name: 'Effect burn' });
    expect(new Date(doc.createdAt as string).toISOString()).toBe(doc.createdAt);
    expect(doc.updatedAt).toBeUndefined();

    const updated = await postRoute(
      POST,
      'updateOne',
      { collection: 'effects', filter: { _id: 'burn' }, update: { $set: { duration: 3 } } },
      { token: editorToken },
    );
    expect([updated.status, updated.json]).toEqual([200, { matchedCount: 1, modifiedCount: 1 }]);
    const after = await postRoute(POST, 'find', {
      collection: 'effects',
      filter: { duration: 3 },
      projection: { duration: 1, updatedAt: 1 },
    });
    const [one] = after.json.documents as Record<string, unknown>[];
    expect(one).toMatchObject({ _id: 'burn', duration: 3 });
    expect(typeof one?.updatedAt).toBe('string');

    const missing = await postRoute(
      POST,
      'updateOne',
      { collection: 'effects', filter: { _id: 'nope' }, update: { $set: { duration: 3 } } },
      { token: editorToken },
    );
    expect(missing.json).toEqual({ matchedCount: 0, modifiedCount: 0 });
  });

  it('refuses a duplicate _id with 409 and an invalid document with 400 naming the field', async () => {
    const dup = await insertBurn();
    expect(dup.status).toBe(409);
    // Each refusal names the field; a misspelt one is refused by name rather than silently dropped.
    const refusals = [
      ['insertOne', { document: effect('bad', { maxStacks: 0 }) }, 'document.maxStacks'],
      [
        'updateOne',
        { filter: { _id: 'burn' }, update: { $set: { 'verified.date': 'yesterday' } } },
        'document.verified.date',
      ],
      [
        'updateOne',
        { filter: { _id: 'burn' }, update: { $set: { 'verified.dat': '2026-11-01' } } },
        'document.verified.dat: unknown field',
      ],
    ] as const;
    for (const [action, body, field] of refusals) {
      const refused = await postRoute(
        POST,
        action,
        { collection: 'effects', ...body },
        { token: editorToken },
      );
      expect([refused.status, refused.json]).toEqual([
        400,
        { error: { code: 'bad_request', message: expect.stringContaining(field) as unknown } },
      ]);
    }
  });
});

describe('protocol in-process (createDataClient)', () => {
  const editor = createDataClient({ token: editorToken });
  const anonymous = createDataClient();

  it('round-trips through the same backend', async () => {
    for (const [i, id] of ['chill', 'daze', 'echo'].entries()) {
      await editor.insertOne('effects', effect(id, { duration: i, type: i % 2 ? 'debuff' : 'buff' }));
    }
    const docs = await anonymous.find('effects', {
      filter: { type: 'buff', _id: { $in: ['chill', 'daze', 'echo'] } },
      sort: { duration: -1 },
      projection: { name: 1 },
    });
    expect(docs).toEqual([
      { _id: 'echo', name: 'Effect echo' },
      { _id: 'chill', name: 'Effect chill' },
    ]);
    expect(await anonymous.findOne('effects', { _id: 'daze' }, { projection: { _id: 0, type: 1 } })).toEqual({
      type: 'debuff',
    });
    const page = await anonymous.find('effects', {
      sort: { _id: 1 },
      skip: 1,
      limit: 2,
      projection: { _id: 1 },
    });
    expect(page.map((d) => d._id)).toEqual(['chill', 'daze']);
  });

  it('throws DataError with code and status', async () => {
    await expect(anonymous.insertOne('effects', effect('x'))).rejects.toMatchObject({
      code: 'unauthenticated',
      status: 401,
    });
    await expect(anonymous.find('effects', { filter: { $where: '1' } })).rejects.toBeInstanceOf(DataError);
  });
});

const big = JSON.stringify({ collection: 'effects', filter: { name: 'x'.repeat(limits.bodyBytes) } });
let deep: Record<string, unknown> = { a: 1 };
for (let i = 0; i < limits.filterDepth + 2; i++) deep = { $and: [deep] };

// [name, action, body, init, status, message fragment]
const hostile: [string, string, unknown, Parameters<typeof postRoute>[3], number, string][] = [
  ['$where', 'find', { collection: 'effects', filter: { $where: 'sleep(1)' } }, {}, 400, '$where'],
  ['$expr', 'find', { collection: 'effects', filter: { $expr: { $gt: ['$a', 1] } } }, {}, 400, '$expr'],
  [
    '$function nested in $or',
    'find',
    { collection: 'effects', filter: { $or: [{ a: { $function: {} } }] } },
    {},
    400,
    '$function',
  ],
  [
    '$accumulator in $elemMatch',
    'find',
    { collection: 'effects', filter: { a: { $elemMatch: { b: { $accumulator: 1 } } } } },
    {},
    400,
    '$accumulator',
  ],
  [
    'unknown operator in $not',
    'find',
    { collection: 'effects', filter: { a: { $not: { $foo: 1 } } } },
    {},
    400,
    '$foo',
  ],
  [
    'unknown operator in $nor',
    'find',
    { collection: 'effects', filter: { $nor: [{ $bar: 1 }] } },
    {},
    400,
    '$bar',
  ],
  [
    '__proto__ key',
    'find',
    undefined,
    { raw: '{"collection": "effects", "filter": {"__proto__": {"x": 1}}}' },
    400,
    '__proto__',
  ],
  [
    'constructor in a dotted path',
    'find',
    { collection: 'effects', filter: { 'a.constructor.b': 1 } },
    {},
    400,
    'constructor',
  ],
  [
    'prototype in a projection',
    'find',
    { collection: 'effects', projection: { 'x.prototype': 1 } },
    {},
    400,
    'prototype',
  ],
  [
    'object where $gt needs a scalar',
    'find',
    { collection: 'effects', filter: { duration: { $gt: { $gt: 1 } } } },
    {},
    400,
    '$gt',
  ],
  [
    'scalar where $in needs an array',
    'find',
    { collection: 'effects', filter: { duration: { $in: 1 } } },
    {},
    400,
    '$in',
  ],
  [
    'object where $regex needs a string',
    'find',
    { collection: 'effects', filter: { name: { $regex: { a: 1 } } } },
    {},
    400,
    '$regex',
  ],
  [
    'regex over the length bound',
    'find',
    { collection: 'effects', filter: { name: { $regex: 'a'.repeat(limits.regexLength + 1) } } },
    {},
    400,
    'longer than',
  ],
  ['filter deeper than the bound', 'find', { collection: 'effects', filter: deep }, {}, 400, 'deeper'],
  ['negative limit', 'find', { collection: 'effects', limit: -1 }, {}, 400, 'limit'],
  ['fractional limit', 'find', { collection: 'effects', limit: 1.5 }, {}, 400, 'limit'],
  ['limit over the maximum', 'find', { collection: 'effects', limit: limits.maxLimit + 1 }, {}, 400, 'limit'],
  ['negative skip', 'find', { collection: 'effects', skip: -5 }, {}, 400, 'skip'],
  ['string skip', 'find', { collection: 'effects', skip: '5' }, {}, 400, 'skip'],
  ['sort direction', 'find', { collection: 'effects', sort: { name: 2 } }, {}, 400, 'sort.name'],
  [
    'mixed projection',
    'find',
    { collection: 'effects', projection: { name: 1, type: 0 } },
    {},
    400,
    'projection',
  ],
  ['missing collection', 'find', { filter: {} }, {}, 400, 'collection is required'],
  ['unknown collection', 'find', { collection: 'users' }, {}, 400, 'unknown collection'],
  ['unknown body field', 'find', { collection: 'effects', where: 1 }, {}, 400, 'where'],
  ['unknown action', 'drop', { collection: 'effects' }, {}, 404, 'unknown action'],
  ['wrong method', 'find', undefined, { method: 'GET' }, 405, 'POST'],
  ['not JSON', 'find', undefined, { contentType: 'text/plain', raw: '{}' }, 415, 'application/json'],
  ['malformed JSON', 'find', undefined, { raw: '{"collection": ' }, 400, 'Malformed JSON'],
  ['body over the size cap', 'find', undefined, { raw: big }, 413, 'larger than'],
  ['array body', 'find', [], {}, 400, 'JSON object'],
  [
    'update operator other than $set',
    'updateOne',
    { collection: 'effects', filter: { _id: 'burn' }, update: { $unset: { a: 1 } } },
    { token: editorToken },
    400,
    '$unset',
  ],
  [
    '$set of _id',
    'updateOne',
    { collection: 'effects', filter: { _id: 'burn' }, update: { $set: { _id: 'x' } } },
    { token: editorToken },
    400,
    '_id',
  ],
  [
    'updateOne not by _id',
    'updateOne',
    { collection: 'effects', filter: { type: 'buff' }, update: { $set: { duration: 1 } } },
    { token: editorToken },
    400,
    '_id',
  ],
  [
    '$ key inside a document',
    'insertOne',
    { collection: 'effects', document: { ...effect('z'), meta: { $gt: 1 } } },
    { token: editorToken },
    400,
    '$gt',
  ],
  [
    'malformed Authorization',
    'insertOne',
    { collection: 'effects', document: effect('z') },
    { token: 'a b' },
    401,
    'Bearer',
  ],
  [
    'wrong editor token',
    'insertOne',
    { collection: 'effects', document: effect('z') },
    { token: 'not-the-editor-token' },
    401,
    'Invalid token',
  ],
];

describe('hostile requests', () => {
  it.each(hostile)('%s (%s)', async (_name, action, body, init, status, fragment) => {
    const response = await postRoute(POST, action, body, init);
    expect(response.status).toBe(status);
    const error = response.json.error as { code: string; message: string };
    expect(error.message).toContain(fragment);
    expect(JSON.stringify(response.json)).not.toMatch(/\n\s+at |node_modules|SELECT/);
  });
});
