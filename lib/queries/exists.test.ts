import { createDataClient } from '@/lib/data';
import { effect } from '@/lib/functions/test-fixtures';
import { withTestStore } from '@/lib/store/test-store';
import { entityExists } from './exists';

withTestStore();
const system = createDataClient({ system: true });

describe('entityExists (the proxy answers unknown detail ids with the 404 page)', () => {
  it('is false for an unknown id and true once the entity is inserted', async () => {
    expect(await entityExists('effects', 'late-arrival')).toBe(false);
    await system.insertOne('effects', effect('late-arrival'));
    // An unknown id is not remembered, so an entity added later is found on the next request.
    expect(await entityExists('effects', 'late-arrival')).toBe(true);
  });

  it('treats ids as data, not patterns', async () => {
    await system.insertOne('effects', effect('plain'));
    expect(await entityExists('effects', 'pla.*')).toBe(false);
    expect(await entityExists('effects', 'plain')).toBe(true);
  });
});
