/**
 * The SQL of a sort: a simple path (one field name) stays the plain terms it always was, over
 * `data #> path` read once per row (an array's least or greatest element, else the value), with
 * no subplan; dotted and positional keys gather candidates through arrays.
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
  it('reads a simple path once per row and orders by terms over it, without walking jsonpaths', () => {
    const { text, values } = findSql('sorted', {
      filter: {},
      sort: { rarity: -1, name: 1 },
      limit: 10,
      skip: 0,
    });
    const orderBy = text.slice(text.indexOf('ORDER BY'));
    // Each path is read from the document once, in the FROM list; the terms use what it read.
    expect(text.match(/data #> \$2::text\[\]/g)).toHaveLength(1);
    expect(text.match(/data #> \$3::text\[\]/g)).toHaveLength(1);
    expect(orderBy).not.toContain('data #>');
    expect(orderBy).toContain('lanternfall_array_max(sort1.v)');
    expect(orderBy).toContain('lanternfall_array_min(sort2.v)');
    expect(orderBy).not.toContain('jsonb_path_query');
    expect(orderBy).not.toContain('SELECT');
    expect(values).toContainEqual(['rarity']);
    expect(values).toContainEqual(['name']);
  });

  it('plans a simple-path sort as one sort over one read of the path per row (EXPLAIN)', async () => {
    const { text, values } = findSql('sorted', { filter: {}, sort: { rarity: 1 }, limit: 10, skip: 0 });
    const rows = await store.sql.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (COSTS OFF, VERBOSE) ${text}`,
      values,
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    // Every read of a stored document's field fetches the whole document: the scan unpacks each
    // row once, a node of its own reads the path from that, once per row, and the sort key refers
    // to that node's output (EXPLAIN prints a reference as the expression it stands for).
    expect(plan).toMatch(/Output: documents\.id, \(documents\.data \|\| '\{\}'::jsonb\)/);
    expect(plan).toMatch(
      /->\s+Result\s+Output: \(\(\(documents\.data \|\| '\{\}'::jsonb\)\) #> '\{rarity\}'::text\[\]\)/,
    );
    expect(plan).toMatch(/Sort Key: \(CASE jsonb_typeof\(CASE WHEN \(jsonb_typeof\(\(\(\(\(documents\.data/);
    expect(plan).not.toMatch(/SubPlan|Function Scan/);
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
