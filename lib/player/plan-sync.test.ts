import { planSyncSteps, type ServerPlan } from './plan-sync';

const saved = (picks: Record<string, string>, updatedAt: string) => ({ picks, updatedAt });
const server = (character: string, picks: Record<string, string>, updatedAt: string): ServerPlan => ({
  _id: `doc-${character}`,
  character,
  picks,
  updatedAt,
});

describe('planSyncSteps', () => {
  it('copies a plan only one side has to the other', () => {
    expect(
      planSyncSteps({ keel: saved({ '1': 'a' }, '2026-11-01T00:00:00.000Z') }, [
        server('ione', { '2': 'b' }, '2026-11-02T00:00:00.000Z'),
      ]),
    ).toEqual([
      { kind: 'push', character: 'keel', picks: { '1': 'a' } },
      { kind: 'pull', character: 'ione', picks: { '2': 'b' }, updatedAt: '2026-11-02T00:00:00.000Z' },
    ]);
  });

  it('lets the plan changed last win where both sides have one', () => {
    const local = { keel: saved({ '1': 'a' }, '2026-11-03T00:00:00.000Z') };
    expect(planSyncSteps(local, [server('keel', { '1': 'b' }, '2026-11-02T00:00:00.000Z')])).toEqual([
      { kind: 'push', character: 'keel', picks: { '1': 'a' }, docId: 'doc-keel' },
    ]);
    expect(planSyncSteps(local, [server('keel', { '1': 'b' }, '2026-11-04T00:00:00.000Z')])).toEqual([
      { kind: 'pull', character: 'keel', picks: { '1': 'b' }, updatedAt: '2026-11-04T00:00:00.000Z' },
    ]);
  });

  it('does nothing when both sides hold the same picks, whatever their dates', () => {
    expect(
      planSyncSteps({ keel: saved({ '1': 'a', '2': 'c' }, '2026-11-01T00:00:00.000Z') }, [
        server('keel', { '2': 'c', '1': 'a' }, '2026-11-05T00:00:00.000Z'),
      ]),
    ).toEqual([]);
  });
});
