/**
 * The SQL of a sort: a simple path (one field name) stays the plain terms it always was, over
 * one IMMUTABLE function of `data #> path` (an array's least or greatest element, else the
 * value), with no subquery in the plan, over each document unpacked once; `_id` is the id column;
 * dotted and positional keys gather candidates through arrays.
 */
import { findSql, type Store } from './index';
import { openTestStore } from './test-store';

let store: Store;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ store, cleanup } = await openTestStore());
  for (let i = 0; i < 50; i++)
    await store.insertOne('sorted', { _id: `s${i}`, rarity: i % 5, name: `n${i}` });
});
afterAll(() => cleanup());

describe('sort SQL', () => {
  it('keeps a simple path to terms over data #> path, without walking jsonpaths', () => {
    const { text, values } = findSql('sorted', {
      filter: {},
      sort: { rarity: -1, name: 1 },
      limit: 10,
      skip: 0,
    });
    const orderBy = text.slice(text.indexOf('ORDER BY'));
    expect(orderBy).toContain('lanternfall_array_max((data #> $2::text[]))');
    expect(orderBy).toContain('lanternfall_array_min((data #> $3::text[]))');
    expect(orderBy).not.toContain('jsonb_path_query');
    expect(orderBy).not.toContain('SELECT');
    expect(orderBy).toContain('(data #> $2::text[])');
    expect(values).toContainEqual(['rarity']);
    expect(values).toContainEqual(['name']);
  });

  it('plans a simple-path sort as one sort over the scan, without subplans (EXPLAIN)', async () => {
    const { text, values } = findSql('sorted', { filter: {}, sort: { rarity: 1 }, limit: 10, skip: 0 });
    const rows = await store.sql.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (COSTS OFF, VERBOSE) ${text}`,
      values,
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    // Each read of a stored document's field fetches the whole document: the scan unpacks each
    // matching row once, in a subquery, and the terms read the path from what it gives.
    expect(plan).toMatch(/Output: (documents_\d+)\.id, \(\1\.data \|\| '\{\}'::jsonb\)/);
    expect(plan).toMatch(/Subquery Scan on documents/);
    expect(plan).toMatch(
      /Sort Key: \(CASE jsonb_typeof\(CASE WHEN \(jsonb_typeof\(\(documents\.data #> '\{rarity\}'/,
    );
    expect(plan).not.toMatch(/SubPlan|Function Scan/);
  });

  it('orders by _id on the id column, and keeps only ids for {_id: 1}, reading no document', () => {
    const { text } = findSql('sorted', {
      filter: {},
      projection: { _id: 1 },
      sort: { _id: -1 },
      limit: 10,
      skip: 0,
    });
    expect(text).toContain('ORDER BY id COLLATE "C" DESC');
    // `{_id: 1}` keeps only the id: whole documents never leave the database for it.
    expect(text).not.toMatch(/^SELECT data /);
    expect(text).toContain('to_jsonb(id)');
    expect(text).not.toContain('data ->');
    expect(text).not.toContain('data #>');
    expect(text).not.toContain("data || '{}'");
  });

  it('walks arrays of sub-documents for a dotted key', () => {
    const { text } = findSql('sorted', { filter: {}, sort: { 'c.d.x': 1 }, limit: 10, skip: 0 });
    expect(text).toContain('jsonb_path_query(data');
  });

  it('sorts a simple path in BSON order with arrays by least element', async () => {
    await store.insertOne('sorted', { _id: 'z-array', rarity: [9, -1] });
    const docs = await store.find('sorted', { filter: {}, sort: { rarity: 1 }, limit: 3, skip: 0 });
    expect(docs.map((doc) => doc._id)).toEqual(['z-array', 's0', 's10']);
  });
});
