import { emptyProgress, setPurchase, spentByCurrency, toggleTask, type ShopItem } from './progress';

const oil: ShopItem = { id: 'oil', item: 'Lantern Oil', cost: 10, currency: 'Ember Tokens', limit: 5 };
const shard: ShopItem = { id: 'shard', item: 'Wick Shard', cost: 200, currency: 'Ember Tokens', limit: 1 };
const key: ShopItem = { id: 'key', item: 'Raid Key', cost: 3, currency: 'Tide Marks', limit: 9 };

describe('toggleTask', () => {
  it('ticks a task off and back on without touching the others', () => {
    const once = toggleTask({ tasks: ['a'], purchases: {} }, 'b');
    expect(once.tasks).toEqual(['a', 'b']);
    expect(toggleTask(once, 'a').tasks).toEqual(['b']);
  });
});

describe('setPurchase', () => {
  it.each([
    [3, { oil: 3 }],
    [9, { oil: 5 }],
    [-2, {}],
    [0, {}],
    [2.7, { oil: 2 }],
    [Number.NaN, {}],
  ])('buying %d keeps the count within 0..limit', (count, purchases) => {
    expect(setPurchase(emptyProgress, oil, count).purchases).toEqual(purchases);
  });

  it('removes an item set back to zero', () => {
    expect(setPurchase({ tasks: [], purchases: { oil: 2, key: 1 } }, oil, 0).purchases).toEqual({ key: 1 });
  });
});

describe('spentByCurrency', () => {
  it('adds up cost × count per currency in shop order', () => {
    expect(spentByCurrency([oil, shard, key], { oil: 3, shard: 1, key: 2 })).toEqual([
      ['Ember Tokens', 230],
      ['Tide Marks', 6],
    ]);
  });

  it('is empty when nothing was bought', () => {
    expect(spentByCurrency([oil], {})).toEqual([]);
  });
});
