import { laterMarker, planSync, type SyncRecord } from './sync';
import type { RosterData } from './roster';

const now = new Date('2026-11-10T00:00:00.000Z');
const r = (ids: string[], updatedAt: string): RosterData => ({
  characters: ids.map((character) => ({ character, level: 1, rank: 1 })),
  updatedAt,
});
const record: SyncRecord = { docId: 'd1', serverAt: 'S1', localAt: 'L1' };

describe('planSync', () => {
  it('pushes this browser’s roster when the account has none', () => {
    expect(planSync(r(['keel'], 'L1'), null, undefined, now)).toEqual({
      kind: 'push',
      roster: r(['keel'], 'L1'),
    });
  });

  it('merges on the first sign-in in this browser, losing no entry', () => {
    const step = planSync(r(['keel'], 'L0'), { _id: 'd1', roster: r(['bramble'], 'S0') }, undefined, now);
    expect(step.kind).toBe('merge');
    if (step.kind === 'merge')
      expect(step.roster.characters.map((e) => e.character)).toEqual(['keel', 'bramble']);
  });

  it('takes the server’s roster when only it changed, so a removal elsewhere arrives here', () => {
    const step = planSync(
      r(['keel', 'bramble'], 'L1'),
      { _id: 'd1', roster: r(['bramble'], 'S2') },
      record,
      now,
    );
    expect(step).toEqual({ kind: 'pull', roster: r(['bramble'], 'S2') });
  });

  it('pushes when only this browser changed, and merges when both did', () => {
    expect(
      planSync(r(['keel'], 'L2'), { _id: 'd1', roster: r(['keel', 'mira'], 'S1') }, record, now).kind,
    ).toBe('push');
    const both = planSync(r(['keel'], 'L2'), { _id: 'd1', roster: r(['mira'], 'S2') }, record, now);
    expect(both.kind).toBe('merge');
    expect(planSync(r(['keel'], 'L1'), { _id: 'd1', roster: r(['keel'], 'S1') }, record, now)).toEqual({
      kind: 'none',
    });
  });
});

describe('laterMarker', () => {
  it('keeps the later last-seen marker of the two sides, whichever it is', () => {
    const earlier = '2026-11-04T12:00:00.000Z';
    const later = '2026-11-20T12:00:00.000Z';
    expect(laterMarker(earlier, later)).toBe(later);
    expect(laterMarker(later, earlier)).toBe(later);
    expect(laterMarker(undefined, earlier)).toBe(earlier);
    expect(laterMarker(later, undefined)).toBe(later);
    expect(laterMarker(undefined, undefined)).toBeUndefined();
  });
});
