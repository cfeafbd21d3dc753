import { equalityLookup } from './batch';
import { MAX_BIND_PARAMETERS } from './sql';
import { openTestStore } from './test-store';
import type { FindQuery, Store } from './index';

let store: Store;
let cleanup: () => Promise<void>;

const query = (q: Partial<FindQuery> & Pick<FindQuery, 'filter'>): FindQuery => ({
  limit: 1000,
  skip: 0,
  ...q,
});

beforeAll(async () => {
  // These tests count statements. A batch that outlasts the statement timeout is retried one
  // lookup at a time (as it should be), which on a loaded machine turned 2 statements into 335;
  // a minute's timeout keeps the count about batching, not about the machine's load.
  ({ store, cleanup } = await openTestStore({ statementTimeoutMs: 60_000 }));
  for (const [i, name] of ['Wren', 'Aster', 'Moss', 'Bryn', 'Ciel'].entries()) {
    await store.insertOne('characters', {
      _id: `c${i}`,
      name,
      rank: 5 - i,
      tags: ['hero', name.toLowerCase()],
    });
  }
  for (const [i, name] of ['Ember Lance', 'Frost Veil'].entries()) {
    await store.insertOne('skills', { _id: `s${i}`, name, cost: i + 1 });
  }
  await store.insertOne('history', { _id: 'h1', collection: 'characters', id: 'c1', time: '2026-01-02' });
  await store.insertOne('history', { _id: 'h2', collection: 'characters', id: 'c1', time: '2026-01-03' });
  await store.insertOne('history', { _id: 'h3', collection: 'characters', id: 'c2', time: '2026-01-01' });
});
afterAll(() => cleanup());

/** Counts the statements the store sends while `fn` runs. */
async function statementsDuring(fn: () => Promise<unknown>): Promise<{ count: number; result: unknown }> {
  const spy = jest.spyOn(store.sql, 'query');
  try {
    const result = await fn();
    return { count: spy.mock.calls.length, result };
  } finally {
    spy.mockRestore();
  }
}

describe('equalityLookup', () => {
  it('accepts lookups by equal strings only', () => {
    expect(equalityLookup({ _id: 'c1' })).toBe(true);
    expect(equalityLookup({ _id: { $eq: 'c1' } })).toBe(true);
    expect(equalityLookup({ _id: { $in: ['c1', 'c2'] } })).toBe(true);
    expect(equalityLookup({ collection: 'characters', id: 'c1' })).toBe(true);
    expect(equalityLookup({})).toBe(false);
    expect(equalityLookup({ name: { $regex: '^(a+)+$' } })).toBe(false);
    expect(equalityLookup({ rank: 3 })).toBe(false);
    expect(equalityLookup({ name: { $in: ['Wren'] } })).toBe(false);
    expect(equalityLookup({ _id: { $in: ['c1', 2] } })).toBe(false);
    expect(equalityLookup({ _id: { $eq: 'c1', $ne: 'c2' } })).toBe(false);
    expect(equalityLookup({ $or: [{ _id: 'c1' }] })).toBe(false);
  });
});

describe('lookups made together', () => {
  it('run as one statement and each gets what it would get alone', async () => {
    const lookups: [string, FindQuery][] = [
      ['characters', query({ filter: { _id: 'c1' }, limit: 1 })],
      ['characters', query({ filter: { _id: { $in: ['c4', 'c0', 'c2', 'nope'] } }, sort: { name: -1 } })],
      [
        'characters',
        query({ filter: { _id: { $in: ['c0', 'c1', 'c2', 'c3'] } }, sort: { rank: 1 }, skip: 1, limit: 2 }),
      ],
      ['characters', query({ filter: { _id: { $in: ['c3', 'c1'] } }, projection: { name: 1 } })],
      ['characters', query({ filter: { _id: { $eq: 'c2' } }, projection: { _id: 0, tags: 1 } })],
      ['skills', query({ filter: { _id: { $in: ['s1', 's0'] } } })],
      ['skills', query({ filter: { _id: 'c1' } })],
      ['history', query({ filter: { collection: 'characters', id: 'c1' }, sort: { time: -1 } })],
      ['characters', query({ filter: { _id: 'missing' } })],
    ];
    const alone: unknown[] = [];
    for (const [collection, q] of lookups) alone.push(await store.find(collection, q));

    const together = await statementsDuring(() => Promise.all(lookups.map(([c, q]) => store.find(c, q))));
    expect(together.count).toBe(1);
    expect(together.result).toEqual(alone);
    // Spot checks of what "alone" means, so the comparison cannot pass on two wrong answers.
    expect(alone[1]).toEqual([
      expect.objectContaining({ _id: 'c0', name: 'Wren' }),
      expect.objectContaining({ _id: 'c2', name: 'Moss' }),
      expect.objectContaining({ _id: 'c4', name: 'Ciel' }),
    ]);
    expect(alone[2]).toEqual([
      expect.objectContaining({ _id: 'c2' }),
      expect.objectContaining({ _id: 'c1' }),
    ]);
    expect(alone[3]).toEqual([
      { _id: 'c1', name: 'Aster' },
      { _id: 'c3', name: 'Bryn' },
    ]);
    expect(alone[4]).toEqual([{ tags: ['hero', 'moss'] }]);
    expect(alone[6]).toEqual([]);
    expect((alone[7] as { _id: string }[]).map((d) => d._id)).toEqual(['h2', 'h1']);
    expect(alone[8]).toEqual([]);
  });

  it('leave other queries on their own statements', async () => {
    const { count, result } = await statementsDuring(() =>
      Promise.all([
        store.find('characters', query({ filter: { _id: 'c1' } })),
        store.find('characters', query({ filter: { rank: { $gte: 4 } }, sort: { rank: -1 } })),
        store.findOne('characters', { _id: 'c2' }, { name: 1 }),
      ]),
    );
    expect(count).toBe(2);
    const [byId, byRank, one] = result as [{ _id: string }[], { _id: string }[], unknown];
    expect(byId.map((d) => d._id)).toEqual(['c1']);
    expect(byRank.map((d) => d._id)).toEqual(['c0', 'c1']);
    expect(one).toEqual({ _id: 'c2', name: 'Moss' });
  });

  it('fail one by one: a lookup PostgreSQL refuses fails alone, with its own error', async () => {
    // Text cannot hold a NUL character: the statement carrying this lookup fails as a whole.
    const results = await Promise.allSettled([
      store.find('characters', query({ filter: { _id: 'c3' } })),
      store.find('characters', query({ filter: { _id: { $in: ['c1', 'bad\u0000id'] } } })),
      store.find('skills', query({ filter: { _id: 's0' } })),
    ]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: [expect.objectContaining({ name: 'Bryn' })] });
    expect(results[1]).toMatchObject({
      status: 'rejected',
      reason: { message: expect.stringMatching(/0x00|null/i) },
    });
    expect(results[2]).toEqual({
      status: 'fulfilled',
      value: [expect.objectContaining({ name: 'Ember Lance' })],
    });
  });

  it('a lookup too large for any statement fails alone, wherever it stands among the others', async () => {
    // Each projected field is a bind parameter: this one lookup needs more than a statement takes.
    const tooLarge = Object.fromEntries(
      Array.from({ length: MAX_BIND_PARAMETERS + 1 }, (_, i) => [`f${i}`, 1 as const]),
    );
    const big = () => store.find('characters', query({ filter: { _id: 'c1' }, projection: tooLarge }));
    const moss = () => store.find('characters', query({ filter: { _id: 'c2' }, projection: { name: 1 } }));
    const ember = () => store.find('skills', query({ filter: { _id: 's0' }, projection: { name: 1 } }));
    for (const order of [
      [big, moss, ember],
      [moss, big, ember],
      [moss, ember, big],
    ]) {
      const { count, result } = await statementsDuring(() => Promise.allSettled(order.map((run) => run())));
      const byRun = new Map(order.map((run, i) => [run, (result as PromiseSettledResult<unknown>[])[i]]));
      expect(byRun.get(big)).toMatchObject({ status: 'rejected', reason: { name: 'QueryTooLargeError' } });
      expect(byRun.get(moss)).toEqual({ status: 'fulfilled', value: [{ _id: 'c2', name: 'Moss' }] });
      expect(byRun.get(ember)).toEqual({ status: 'fulfilled', value: [{ _id: 's0', name: 'Ember Lance' }] });
      // The two that fit shared one statement; the one too large never reached the database.
      expect(count).toBe(1);
    }
  });

  it('too many for one statement are split over as few statements as fit, each still answered', async () => {
    const ids = Array.from({ length: 450 }, (_, i) => `c${i % 6}`);
    const { count, result } = await statementsDuring(() =>
      Promise.all(
        ids.map((id) => store.find('characters', query({ filter: { _id: id }, projection: { name: 1 } }))),
      ),
    );
    // Each lookup binds four values (collection, id, limit, skip) and a projected field: 2,000 a statement.
    expect(count).toBe(Math.ceil((450 * 5) / MAX_BIND_PARAMETERS));
    expect((result as { name: string }[][]).map((docs) => docs[0]?.name ?? null)).toEqual(
      ids.map(
        (id) => ({ c0: 'Wren', c1: 'Aster', c2: 'Moss', c3: 'Bryn', c4: 'Ciel', c5: null })[id] ?? null,
      ),
    );
  });

  it('see a write made before them', async () => {
    await store.updateOne('characters', { _id: 'c4' }, (doc) => ({ ...doc, name: 'Ciel Renamed' }));
    const [[doc], [skill]] = await Promise.all([
      store.find('characters', query({ filter: { _id: 'c4' } })),
      store.find('skills', query({ filter: { _id: 's1' } })),
    ]);
    expect(doc).toMatchObject({ name: 'Ciel Renamed' });
    expect(skill).toMatchObject({ name: 'Frost Veil' });
  });
});
