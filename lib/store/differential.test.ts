/**
 * Differential tests: generated filters, projections and sorts run through our SQL and through
 * mingo (the MongoDB query language in JS) over the same documents must give the same answers.
 *
 * MongoDB is the reference; mingo is the oracle only where it agrees with MongoDB. The
 * conformance suite (lib/functions/conformance.test.ts) checks MongoDB's behaviour itself, case
 * by case, including everything kept out of the generators here:
 * - null through an array ({"c.b": null}, $in/$nin with null, $ne null on a dotted path): mingo
 *   matches a missing field only when no array is on the way, MongoDB also when an array's
 *   sub-document lacks it (null_query_semantics), so nulls are not generated on dotted paths;
 * - sorts on fields that hold arrays (MongoDB: least/greatest element) and dotted or positional
 *   sort keys are not generated (mingo compares the arrays themselves);
 * - arrays directly inside arrays are not traversed (mingo is inconsistent about them itself);
 * - strings compare by code point (mingo: UTF-16 code unit), differing only beyond U+FFFF;
 * - regular expressions run on PostgreSQL's engine: the common syntax agrees, JS-only
 *   constructs (lookbehind, named groups) differ;
 * - equality with an embedded document of several fields is refused (MongoDB compares its
 *   fields in stored order, which jsonb does not keep), so object literals are not generated;
 * - $elemMatch with field conditions matches sub-document elements, and inner arrays read as
 *   the document of their positions, never scalars (mingo also matched the scalar "ab" against
 *   {b: "ab"});
 * - whole-array tests (array equality, $size, $elemMatch) on a dotted path through an array of
 *   sub-documents ({"c.b": [1]}) look at each sub-document's b, as MongoDB does; mingo tests
 *   the list of all the b values;
 * - {path: {$all: [x]}} matches a scalar x as MongoDB does (mingo requires an array);
 * - documents come back with jsonb's key order, not insertion order;
 * - mingo misses implicit array-literal equality ({t: [3, 3]}) under $or, so the generators use
 *   the $eq form for array literals;
 * - {path: []} matches empty arrays only, not a missing field (mingo matches missing fields);
 * - {t: {$ne: [-1]}} excludes a document whose t is [-1], as MongoDB does (mingo keeps it), so
 *   $ne with an array operand is not generated;
 * - $type and $mod test an array's elements as MongoDB does (mingo tests the array itself), so
 *   they are generated on scalar fields only.
 */
import fc from 'fast-check';
import { Query } from 'mingo';
import { parseFilter, parseProjection, parseSort } from '@/lib/functions/validate';
import type { Filter, Projection, Sort, Store } from './index';
import { openTestStore } from './test-store';
import { isPlainObject } from '@/lib/util/object';

const runsPerSet = Number(process.env.DIFF_RUNS ?? 250);
const docSets = 3;
let checked = 0;

let store: Store;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ store, cleanup } = await openTestStore());
});
afterAll(async () => {
  await cleanup();
  console.log(`differential cases checked: ${checked}`);
});

const num = fc.constantFrom(-1, 0, 1, 2, 3, 1.5);
const str = fc.constantFrom('a', 'b', 'B', 'ab', '', 'é');
const scalar = fc.oneof(num, str, fc.boolean(), fc.constant(null));
const small = fc.oneof(num, str);
const sub = fc.record({ b: small, d: num }, { requiredKeys: [] });

const docArb = fc.record(
  {
    a: fc.oneof(scalar, fc.array(small, { maxLength: 3 }), sub, fc.array(sub, { maxLength: 2 })),
    n: num,
    s: str,
    c: fc.array(sub, { maxLength: 3 }),
    t: fc.array(small, { maxLength: 3 }),
  },
  { requiredKeys: [] },
);

const paths = ['a', 'n', 's', 'c', 't', 'c.b', 'c.d', 'a.b', 'x', 'a.b.z'];
const path = fc.constantFrom(...paths);
const value = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(small, { minLength: 1, maxLength: 2 }) },
);
const regex = fc.record({
  $regex: fc.constantFrom('a', 'b', '^a', 'b$', 'a.', '.*b', 'A', '^$'),
  $options: fc.constantFrom('', 'i'),
});

const operatorExpr: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  value.map(($eq) => ({ $eq })),
  value.map(($ne) => ({ $ne })),
  fc
    .tuple(fc.constantFrom('$gt', '$gte', '$lt', '$lte'), fc.oneof(num, str, fc.boolean()))
    .map(([op, v]) => ({ [op]: v })),
  fc.tuple(num, num).map(([lo, hi]) => ({ $gte: lo, $lt: hi })),
  fc.array(scalar, { maxLength: 3 }).map(($in) => ({ $in })),
  fc.array(scalar, { maxLength: 3 }).map(($nin) => ({ $nin })),
  fc.boolean().map(($exists) => ({ $exists })),
  regex,
  fc.integer({ min: 0, max: 3 }).map(($size) => ({ $size })),
  fc.array(small, { minLength: 1, maxLength: 2 }).map(($all) => ({ $all })),
  fc.oneof(num, str).map((v) => ({ $not: { $gt: v } })),
  regex.map(($not) => ({ $not })),
  fc.oneof(num, str).map((v) => ({ $elemMatch: { $gt: v } })),
  fc.constantFrom(0, 1).map(($exists) => ({ $exists })),
  fc.tuple(fc.constantFrom(2, 3, -2), fc.constantFrom(0, 1, -1)).map(($mod) => ({ $mod })),
  fc.constantFrom('string', 'number', 'bool', 'object', 'array', 'null').map(($type) => ({ $type })),
);

/** A null operand of $eq, $ne, $in or $nin, or an implicit null: where mingo and MongoDB part on dotted paths. */
function hasNullOperand(cond: unknown): boolean {
  if (cond === null) return true;
  if (typeof cond !== 'object' || Array.isArray(cond)) return false;
  const ops = cond as Record<string, unknown>;
  return (
    ops.$eq === null ||
    ops.$ne === null ||
    (Array.isArray(ops.$in) && ops.$in.includes(null)) ||
    (Array.isArray(ops.$nin) && ops.$nin.includes(null))
  );
}

function hasArrayEquality(cond: unknown): boolean {
  if (Array.isArray(cond)) return true;
  const ops = cond as Record<string, unknown> | null;
  return (
    typeof ops === 'object' &&
    ops !== null &&
    (Array.isArray(ops.$eq) || Array.isArray(ops.$ne) || '$size' in ops || '$elemMatch' in ops)
  );
}

// Field-form $elemMatch is generated on the array of sub-documents only (see the differences above).
const elemMatchLeaf = fc.oneof(
  fc.record({ b: small }).map(($elemMatch) => ({ c: { $elemMatch } })),
  fc.tuple(small, num).map(([b, d]) => ({ c: { $elemMatch: { $or: [{ b }, { d: { $gt: d } }] } } })),
  num.map((v) => ({ c: { $elemMatch: { d: { $gte: v }, b: { $exists: true } } } })),
);
const leaf = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(path, fc.oneof(scalar, operatorExpr))
      .filter(([p, cond]) => !p.includes('.') || !hasArrayEquality(cond))
      .filter(([p, cond]) => !p.includes('.') || !hasNullOperand(cond))
      // mingo keeps {t: [-1]} for {t: {$ne: [-1]}}; MongoDB (and the conformance table) does not.
      .filter(([, cond]) => !(isPlainObject(cond) && Array.isArray(cond.$ne)))
      // mingo applies $type and $mod to an array itself, MongoDB to its elements too: scalar fields only.
      .filter(
        ([p, cond]) =>
          ['n', 's', 'x'].includes(p) || !(isPlainObject(cond) && ('$type' in cond || '$mod' in cond)),
      )
      .filter(([p, cond]) => p === 't' || !(typeof cond === 'object' && cond !== null && '$all' in cond))
      .map(([p, cond]) => ({ [p]: cond }) as Filter),
  },
  { weight: 1, arbitrary: elemMatchLeaf as fc.Arbitrary<Filter> },
);

const filterArb: fc.Arbitrary<Filter> = fc.letrec<{ filter: Filter }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: leaf },
    { weight: 1, arbitrary: fc.tuple(leaf, leaf).map(([x, y]) => ({ ...x, ...y })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('$and', '$or', '$nor'),
          fc.array(tie('filter'), { minLength: 1, maxLength: 3 }),
        )
        .map(([op, subs]) => ({ [op]: subs })),
    },
  ),
})).filter;

const projectionArb: fc.Arbitrary<Projection | undefined> = fc.oneof(
  fc.constant(undefined),
  fc
    .tuple(
      fc.subarray(['a', 'n', 's', 'c.b', 't', 'x'], { minLength: 1 }),
      fc.constantFrom(0, 1),
      fc.boolean(),
    )
    .map(([keys, flag, dropId]) => {
      const projection: Projection = Object.fromEntries(keys.map((k) => [k, flag as 0 | 1]));
      if (dropId) projection._id = 0;
      return projection;
    }),
);

const sortArb: fc.Arbitrary<Sort | undefined> = fc.oneof(
  fc.constant(undefined),
  fc
    .subarray(['n', 's', 'x'], { minLength: 1, maxLength: 2 })
    .chain((keys) =>
      fc
        .tuple(...keys.map(() => fc.constantFrom<1 | -1>(1, -1)))
        .map((dirs) => Object.fromEntries(keys.map((k, i) => [k, dirs[i]])) as Sort),
    ),
);

const canon = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

async function loadDocs(collection: string, seed: number) {
  const docs = fc
    .sample(docArb, { numRuns: 40, seed })
    .map((doc, i) => ({ _id: `d${String(i).padStart(2, '0')}`, ...doc }));
  for (const doc of docs) await store.insertOne(collection, doc);
  return docs;
}

describe('SQL translation agrees with mingo', () => {
  for (let set = 0; set < docSets; set++) {
    it(`document set ${set}`, async () => {
      const collection = `diff${set}`;
      const docs = await loadDocs(collection, 1000 + set);
      await fc.assert(
        fc.asyncProperty(filterArb, projectionArb, sortArb, async (filter, projection, sort) => {
          parseFilter(filter);
          parseProjection(projection);
          parseSort(sort);
          const ours = await store.find(collection, { filter, projection, sort, limit: 1000, skip: 0 });
          // mingo may modify what it projects, so it gets its own copy.
          let cursor = new Query(filter).find(structuredClone(docs), projection);
          if (sort) cursor = cursor.sort(sort);
          const theirs = cursor.all();
          checked += 1;
          if (process.env.DIFF_DEBUG && canon(ours) !== canon(theirs)) {
            const i = ours.findIndex((d, k) => canon(d) !== canon(theirs[k]));
            console.log(JSON.stringify({ filter, projection, sort, ours: ours[i], theirs: theirs[i] }));
          }
          expect(ours).toEqual(theirs);
        }),
        { numRuns: runsPerSet, seed: 42 + set },
      );
    });
  }
});
