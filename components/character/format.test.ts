import { formatCount, formatDay } from './format';

describe('formatDay', () => {
  it('writes a calendar date as Intl would in en-US, whatever the time of day', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (const date of ['2026-01-01', '2026-11-05', '2025-12-31T23:59:59Z', '2024-02-29T00:00:00+09:00']) {
      expect(formatDay(date)).toBe(intl.format(new Date(`${date.slice(0, 10)}T00:00:00Z`)));
    }
    expect(formatDay('2026-11-05')).toBe('Nov 5, 2026');
  });
});

describe('formatCount', () => {
  it.each([0, 7, 999, 1000, 12_345, 1_234_567, -4200, 1234.5])(
    'writes %p as toLocaleString("en-US")',
    (n) => {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    },
  );
});
