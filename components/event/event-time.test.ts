import { eventPhase } from './event-time';

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
