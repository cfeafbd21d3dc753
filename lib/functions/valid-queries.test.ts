/**
 * No valid query answers 500: generated filters, sorts and projections over every operator the
 * protocol offers (logical operators inside $elemMatch at every depth, positional paths, regexes
 * in $in/$nin/$all, $type, $mod, ...) are either refused by the validator with a DataError (400)
 * or run to an answer on the store. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import fc from 'fast-check';
import type { Store } from '@/lib/store';
import { openTestStore } from '@/lib/store/test-store';
import { DataError } from '@/lib/errors';
import { limits } from './limits';
import { parseFilter, parseProjection, parseSort } from './validate';

let store: Store;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ store, cleanup } = await openTestStore());
  const docs = [
    { _id: 'd1', a: [{ b: 1, c: [{ d: 'x' }] }, { b: null }], n: 3, s: 'ember', t: ['x', 2] },
    { _id: 'd2', a: { b: 'y', 0: { c: 1 } }, n: 2.5, s: null, t: [] },
    { _id: 'd3', a: [[1, 2], 3, { b: [4] }], t: [[{ d: 1 }]] },
    { _id: 'd4' },
  ];
  for (const doc of docs) await store.insertOne('valid', doc);
}, 180_000);
afterAll(() => cleanup());

const path = fc.constantFrom('a', 'a.b', 'a.0', 'a.0.b', 'a.b.c.d', 'a.c.d', 'n', 's', 't', 't.0.d', 'x.1');
const scalar = fc.oneof(fc.constantFrom(null, true, false, 0, 1, 2.5, -3, 'x', 'ember', ''), fc.integer());
const literal = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 2 }),
  fc.record({ b: scalar }, { requiredKeys: [] }),
);
const regex = fc.record(
  { $regex: fc.constantFrom('^e', 'x$', '[a-z]+', 'a|b'), $options: fc.constantFrom('', 'i', 'ms') },
  { requiredKeys: ['$regex'] },
);

const filter: fc.Arbitrary<Record<string, unknown>> = fc.letrec<{
  filter: Record<string, unknown>;
  ops: Record<string, unknown>;
}>((tie) => ({
  ops: fc.oneof(
    { depthSize: 'small' },
    literal.map(($eq) => ({ $eq })),
    literal.map(($ne) => ({ $ne })),
    fc.tuple(fc.constantFrom('$gt', '$gte', '$lt', '$lte'), scalar).map(([op, v]) => ({ [op]: v })),
    fc.array(fc.oneof(literal, regex), { maxLength: 3 }).map(($in) => ({ $in })),
    fc.array(fc.oneof(literal, regex), { maxLength: 3 }).map(($nin) => ({ $nin })),
    fc.array(fc.oneof(literal, regex), { maxLength: 3 }).map(($all) => ({ $all })),
    fc.array(tie('filter'), { minLength: 1, maxLength: 2 }).map((subs) => ({
      $all: subs.map(($elemMatch) => ({ $elemMatch })),
    })),
    fc.constantFrom(true, false, 0, 1).map(($exists) => ({ $exists })),
    regex,
    fc.nat(3).map(($size) => ({ $size })),
    fc
      .constantFrom('string', 'number', 'int', 'double', 'array', 'object', 'null', 'bool', 'date', 2, 16)
      .map(($type) => ({ $type })),
    fc.tuple(fc.integer({ min: -5, max: 5 }), fc.integer({ min: -5, max: 5 })).map(($mod) => ({ $mod })),
    tie('ops').map(($not) => ({ $not })),
    tie('filter').map(($elemMatch) => ({ $elemMatch })),
    tie('ops').map(($elemMatch) => ({ $elemMatch })),
  ),
  filter: fc.oneof(
    { depthSize: 'small' },
    fc.tuple(path, fc.oneof(literal, tie('ops'))).map(([p, cond]) => ({ [p]: cond })),
    fc
      .tuple(fc.constantFrom('$and', '$or', '$nor'), fc.array(tie('filter'), { minLength: 1, maxLength: 3 }))
      .map(([op, subs]) => ({ [op]: subs })),
  ),
})).filter;

const sort = fc.option(fc.dictionary(path, fc.constantFrom(1, -1), { minKeys: 1, maxKeys: 3 }), {
  nil: undefined,
});
// One flag per projection: mixes are refused (MongoDB's rule), which the conformance table checks.
const projection = fc.option(
  fc
    .tuple(fc.uniqueArray(path, { minLength: 1, maxLength: 3 }), fc.constantFrom(0, 1))
    .map(([paths, flag]) => Object.fromEntries(paths.map((p) => [p, flag]))),
  { nil: undefined },
);

it('every generated query is refused with 400 or answered', async () => {
  let answered = 0;
  let refused = 0;
  await fc.assert(
    fc.asyncProperty(filter, sort, projection, async (f, s, p) => {
      let query;
      try {
        query = {
          filter: parseFilter(f),
          sort: parseSort(s),
          projection: parseProjection(p),
          limit: 50,
          skip: 0,
        };
      } catch (error) {
        expect(error).toBeInstanceOf(DataError);
        expect((error as DataError).status).toBe(400);
        refused += 1;
        if (process.env.VALID_DEBUG) console.log((error as Error).message);
        return;
      }
      const started = Date.now();
      await store.find('valid', query);
      if (process.env.VALID_DEBUG && Date.now() - started > 200)
        console.log(`slow ${Date.now() - started} ms: ${JSON.stringify({ f, s, p })}`);
      answered += 1;
    }),
    { numRuns: Number(process.env.VALID_RUNS ?? 300), seed: 7 },
  );
  console.log(`valid queries answered: ${answered}, refused: ${refused}`);
  expect(answered).toBeGreaterThan(refused);
}, 300_000);

it('logical operators inside $elemMatch run at the deepest nesting the validator allows', async () => {
  // Each level is {a: {$elemMatch: {$or: [<next>]}}}: two levels of depth per $elemMatch.
  let deepest: Record<string, unknown> = { b: 1 };
  let levels = 0;
  for (;;) {
    const next = { a: { $elemMatch: { [['$or', '$and', '$nor'][levels % 3] as string]: [deepest] } } };
    try {
      parseFilter(next);
    } catch (error) {
      expect((error as DataError).message).toMatch(`nested deeper than ${limits.filterDepth} levels`);
      break;
    }
    deepest = next;
    levels += 1;
  }
  expect(levels).toBeGreaterThan(1);
  const docs = await store.find('valid', { filter: deepest, limit: 10, skip: 0 });
  expect(Array.isArray(docs)).toBe(true);
});
