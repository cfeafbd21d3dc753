import { eventPhase, formatDuration, formatAtOffset, formatInZone, formatUtc } from './event-time';

const at = (iso: string) => Date.parse(iso);
const ev = (id: string, start: string, end: string) => ({ id, start, end });

describe('eventPhase', () => {
  const event = ev('e', '2026-11-20T10:00:00+09:00', '2026-12-04T04:59:00+09:00');
  it.each([
    ['2026-11-20T00:59:59Z', 'upcoming'],
    ['2026-11-20T01:00:00Z', 'ongoing'],
    ['2026-12-03T19:58:59Z', 'ongoing'],
    ['2026-12-03T19:59:00Z', 'past'],
  ])('at %s is %s', (now, phase) => {
    expect(eventPhase(event, at(now))).toBe(phase);
  });
});

describe('formatting', () => {
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
    [0, '00h 00m 00s'],
    [59_999, '00h 00m 59s'],
    [3_661_000, '01h 01m 01s'],
    [3 * 86_400_000 + 4 * 3_600_000 + 5_000, '3d 04h 00m 05s'],
    [-5_000, '00h 00m 00s'],
  ])('duration %i ms is %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
