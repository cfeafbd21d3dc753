import { createDataClient } from '@/lib/data';
import { effect } from '@/lib/functions/test-fixtures';
import { withTestStore } from '@/lib/store/test-store';
import { getEffectList } from './effects';
import { readAll, readByIds, readOne } from './read';

const store = withTestStore();
const system = createDataClient({ system: true });

describe('the query layer over the real store', () => {
  beforeAll(async () => {
    // More than the backend's largest page (1000), so a list must be read in pages.
    for (let i = 0; i < 1005; i++) {
      const id = `fx-${String(i).padStart(4, '0')}`;
      await store.current().insertOne('effects', { ...effect(id), createdAt: new Date().toISOString() });
    }
    await system.insertOne('effects', effect('burn', { name: 'Burn', type: 'debuff' }));
  });

  it('reads a whole list past the backend page size: nothing is silently cut off', async () => {
    const all = await readAll('effects', { projection: { _id: 1, name: 1 }, sort: { _id: 1 } });
    expect(all).toHaveLength(1006);
    expect(all[0]).toEqual({ _id: 'burn', name: 'Burn' });
    expect(new Set(all.map((e) => e._id)).size).toBe(1006);
  });

  it('reads one document by id, and null for an unknown id', async () => {
    expect((await readOne('effects', 'burn'))?.type).toBe('debuff');
    expect(await readOne('effects', 'no-such-effect')).toBeNull();
  });

  it('returns documents by id in the order asked, skipping unknown ids', async () => {
    const docs = await readByIds('effects', ['fx-0003', 'nope', 'burn', 'fx-0001'], { name: 1 });
    expect(docs.map((d) => d._id)).toEqual(['fx-0003', 'burn', 'fx-0001']);
    expect(await readByIds('effects', [])).toEqual([]);
  });

  it('builds a list page model from the declaration: facets, orders and controls', async () => {
    const { items: effects, model } = await getEffectList();
    expect(effects).toHaveLength(1006);
    expect(model.controls).toEqual([
      {
        name: 'type',
        label: 'Type',
        kind: 'select',
        options: [
          { value: 'buff', label: 'Buff' },
          { value: 'debuff', label: 'Debuff' },
          { value: 'control', label: 'Control' },
        ],
      },
    ]);
    expect(model.items.find((i) => i.id === 'burn')?.facets).toEqual({ type: ['debuff'] });
    expect(model.orders.name?.[0]).toBe('burn');
  });

  it('a write through the data helper is read back at once', async () => {
    await system.updateOne('effects', { _id: 'burn' }, { name: 'Scorch' });
    expect((await readOne('effects', 'burn'))?.name).toBe('Scorch');
  });
});
