import {
  formatAtOffset,
  formatDay,
  formatDuration,
  formatInZone,
  formatUtc,
  formatUtcDay,
} from '@/lib/format/date';
import { formatCount } from '@/lib/format/number';

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

describe('formatUtcDay', () => {
  it.each([
    ['2026-11-20T01:00:00+09:00', 'Nov 19, 2026'],
    ['2026-12-31T23:30:00-05:00', 'Jan 1, 2027'],
    ['2026-07-01T00:00:00Z', 'Jul 1, 2026'],
  ])('%s falls on %s in UTC', (iso, text) => {
    expect(formatUtcDay(iso)).toBe(text);
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

describe('times', () => {
  it('writes UTC the same way everywhere', () => {
    expect(formatUtc('2026-11-20T10:00:00+09:00')).toBe('2026-11-20 01:00 UTC');
  });

  it('writes a time in the event zone with the zone name', () => {
    expect(formatInZone('2026-11-20T10:00:00+09:00', 'Asia/Tokyo')).toMatch(
      /Nov 20, 2026.*10:00\sAM.*GMT\+9/,
    );
  });

  it.each([
    ['Asia/Kolkata', 330, '2026-11-12T15:00:00Z', 'Nov 12, 2026, 8:30 PM GMT+5:30'],
    ['Asia/Tokyo', 540, '2026-11-20T10:00:00+09:00', 'Nov 20, 2026, 10:00 AM GMT+9'],
    ['America/St_Johns', -210, '2026-11-20T12:05:00Z', 'Nov 20, 2026, 8:35 AM GMT-3:30'],
    ['America/New_York', -300, '2026-11-21T04:59:00Z', 'Nov 20, 2026, 11:59 PM GMT-5'],
    ['UTC', 0, '2026-11-20T00:07:00Z', 'Nov 20, 2026, 12:07 AM UTC'],
  ])("writes a moment in the visitor's zone (%s) by hand as Intl writes it", (tz, offset, iso, text) => {
    expect(formatAtOffset(iso, offset)).toBe(text);
    const intl = formatInZone(iso, tz).replace(/\s/g, ' ');
    expect(intl.slice(0, intl.lastIndexOf(' '))).toBe(text.slice(0, text.lastIndexOf(' ')));
  });

  it.each([
    ['ja', 'Asia/Kolkata', 330, '2026-11-12T15:00:00Z', '2026年11月12日 20:30 GMT+5:30'],
    ['ja', 'America/New_York', -300, '2026-11-21T04:59:00Z', '2026年11月20日 23:59 GMT-5'],
    ['es', 'Asia/Tokyo', 540, '2026-09-20T10:00:00+09:00', '20 sept 2026, 10:00 GMT+9'],
    ['es', 'UTC', 0, '2026-11-20T00:07:00Z', '20 nov 2026, 0:07 UTC'],
  ])(
    "writes a moment in the visitor's zone in %s (%s) as Intl writes it",
    (locale, tz, offset, iso, text) => {
      expect(formatAtOffset(iso, offset, locale)).toBe(text);
      const intl = formatInZone(iso, tz, `${locale}-${locale === 'ja' ? 'JP' : 'ES'}`).replace(/\s/g, ' ');
      expect(intl.slice(0, intl.lastIndexOf(' '))).toBe(text.slice(0, text.lastIndexOf(' ')));
    },
  );

  it.each([
    ['en', 'Nov 5, 2026'],
    ['ja', '2026年11月5日'],
    ['es', '5 nov 2026'],
  ])('writes a day in %s as %s', (locale, text) => {
    expect(formatDay('2026-11-05', locale)).toBe(text);
  });

  it.each([
    [0, '00h 00m 00s'],
    [59_999, '00h 00m 59s'],
    [3_661_000, '01h 01m 01s'],
    [3 * 86_400_000 + 4 * 3_600_000 + 5_000, '3d 04h 00m 05s'],
    [-5_000, '00h 00m 00s'],
  ])('duration %i ms is %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
