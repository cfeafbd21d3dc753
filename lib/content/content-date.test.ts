import { tierlistUpdated } from './content-date';

// A tier list as the store holds it after an import that ran today: its store stamps say today,
// its content says otherwise. None of the fixture's content dates is today.
const today = new Date().toISOString();
const list = {
  _id: 'arena',
  verified: { version: '2.6', date: '2026-03-02' },
  createdAt: today,
  updatedAt: today,
};
const tiersChange = { path: 'tiers', before: [], after: [] };

describe('tierlistUpdated', () => {
  it('is the verified stamp when no move is later, never the store time', () => {
    const history = [{ time: '2026-02-10T12:00:00.000Z', changes: [tiersChange] }];
    expect(tierlistUpdated(list, history)).toBe('2026-03-02');
    expect(tierlistUpdated(list, [])).toBe('2026-03-02');
    expect(tierlistUpdated(list, history)).not.toBe(today.slice(0, 10));
  });

  it('is the latest tier move when it is later than the verified stamp', () => {
    const history = [
      { time: '2026-04-10T12:00:00.000Z', changes: [tiersChange] },
      { time: '2026-03-20T12:00:00.000Z', changes: [tiersChange] },
    ];
    expect(tierlistUpdated(list, history)).toBe('2026-04-10');
  });

  it('counts only changes to the tiers, on the UTC day they were made', () => {
    const history = [
      // Not a move: a reworded description on a later day.
      { time: '2026-05-01T12:00:00.000Z', changes: [{ path: 'description', before: 'a', after: 'b' }] },
      // A move written with an offset: 2026-04-11 01:30 in Tokyo is 2026-04-10 in UTC.
      { time: '2026-04-11T01:30:00+09:00', changes: [{ path: 'name' }, tiersChange] },
    ];
    expect(tierlistUpdated(list, history)).toBe('2026-04-10');
  });
});
