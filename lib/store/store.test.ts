import { openTestStore } from './test-store';
import type { Store } from './index';

let store: Store;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ store, cleanup } = await openTestStore());
});
afterAll(() => cleanup());

describe('store', () => {
  it('inserts, finds with filter, sort, limit, skip and projection', async () => {
    for (const [i, name] of ['b', 'a', 'c'].entries()) {
      await store.insertOne('characters', { _id: `c${i}`, name, rank: i, tags: ['x', name] });
    }
    const docs = await store.find('characters', {
      filter: { tags: 'x', rank: { $gte: 1 } },
      sort: { name: 1 },
      projection: { name: 1 },
      limit: 10,
      skip: 0,
    });
    expect(docs).toEqual(
      [
        { _id: 'c2', name: 'c' },
        { _id: 'c1', name: 'a' },
      ].sort((x, y) => (x.name < y.name ? -1 : 1)),
    );
    expect(await store.findOne('characters', { _id: 'c1' }, { _id: 0, rank: 1 })).toEqual({ rank: 1 });
    expect(await store.findOne('characters', { _id: 'nope' })).toBeNull();
  });

  it('keeps collections apart and refuses duplicate ids', async () => {
    await store.insertOne('skills', { _id: 'c0', name: 'other' });
    expect(await store.count('skills')).toBe(1);
    await expect(store.insertOne('skills', { _id: 'c0', name: 'again' })).rejects.toMatchObject({
      code: '23505',
    });
  });

  it('updates one document in a transaction', async () => {
    const result = await store.updateOne('characters', { _id: 'c0' }, (doc) => ({ ...doc, name: 'z' }));
    expect(result).toEqual({ matchedCount: 1, modifiedCount: 1 });
    expect(await store.updateOne('characters', { _id: 'c0' }, (doc) => doc)).toEqual({
      matchedCount: 1,
      modifiedCount: 0,
    });
    expect(await store.updateOne('characters', { _id: 'zz' }, (doc) => doc)).toEqual({
      matchedCount: 0,
      modifiedCount: 0,
    });
    expect((await store.findOne('characters', { _id: 'c0' }))?.name).toBe('z');
  });

  it('stores documents whole, uncompressed, so reading a field does not decompress the document', async () => {
    // 20 KB of one repeated sentence: compressed, it would take a few hundred bytes.
    const profile = 'The lantern keeper walks the wall at dusk. '.repeat(500);
    await store.insertOne('characters', { _id: 'long', name: 'Long', profile });
    const [row] = await store.sql.query<{ stored: number }>(
      "SELECT pg_column_size(data) AS stored FROM documents WHERE collection = 'characters' AND id = 'long'",
    );
    expect(row!.stored).toBeGreaterThanOrEqual(profile.length);
    expect((await store.findOne('characters', { _id: 'long' }, { name: 1 }))?.name).toBe('Long');
  });
});
