import { rosterToFile } from './roster-export';
import { parseRosterFile } from './roster-file';
import type { SavedTeam } from './saved-team';
import { teamSyncSteps, type ServerTeam } from './saved-team-sync';

const team = (id: string, label: string, updatedAt: string, extra: Partial<SavedTeam> = {}): SavedTeam => ({
  id,
  mode: 'arena',
  label,
  members: ['keel', 'ione'],
  updatedAt,
  ...extra,
});
const doc = (t: SavedTeam): ServerTeam => ({
  _id: `doc-${t.id}`,
  team: t.id,
  mode: t.mode,
  label: t.label,
  members: t.members,
  updatedAt: t.updatedAt,
  ...(t.deleted ? { deleted: true } : {}),
});

describe('teamSyncSteps', () => {
  it('copies a team only one side has to the other', () => {
    const mine = team('aaaaaaaa', 'Mine', '2026-11-01T00:00:00.000Z');
    const theirs = team('bbbbbbbb', 'Theirs', '2026-11-02T00:00:00.000Z');
    expect(teamSyncSteps([mine], [doc(theirs)])).toEqual([
      { kind: 'push', team: mine },
      { kind: 'pull', team: theirs },
    ]);
  });

  it('lets the side changed last win, a deletion included', () => {
    const server = doc(team('aaaaaaaa', 'Old', '2026-11-02T00:00:00.000Z'));
    const renamed = team('aaaaaaaa', 'New', '2026-11-03T00:00:00.000Z');
    expect(teamSyncSteps([renamed], [server])).toEqual([
      { kind: 'push', team: renamed, docId: 'doc-aaaaaaaa' },
    ]);
    const stale = team('aaaaaaaa', 'Stale', '2026-11-01T00:00:00.000Z');
    expect(teamSyncSteps([stale], [server])).toEqual([
      { kind: 'pull', team: team('aaaaaaaa', 'Old', '2026-11-02T00:00:00.000Z') },
    ]);
    const deleted = team('aaaaaaaa', 'Old', '2026-11-04T00:00:00.000Z', { deleted: true });
    expect(teamSyncSteps([deleted], [server])).toEqual([
      { kind: 'push', team: deleted, docId: 'doc-aaaaaaaa' },
    ]);
    // Deleted on the other device after this one last changed it: the deletion comes here.
    const tombstone = doc(deleted);
    expect(teamSyncSteps([stale], [tombstone])).toEqual([{ kind: 'pull', team: deleted }]);
  });

  it('does nothing for equal teams whatever their dates, nor for a team deleted before it was ever synced', () => {
    const here = team('aaaaaaaa', 'Same', '2026-11-01T00:00:00.000Z');
    expect(teamSyncSteps([here], [doc({ ...here, updatedAt: '2026-11-09T00:00:00.000Z' })])).toEqual([]);
    expect(
      teamSyncSteps([team('cccccccc', 'Gone', '2026-11-01T00:00:00.000Z', { deleted: true })], []),
    ).toEqual([]);
  });

  it('tells member order apart: a reordered team is a change', () => {
    const here = team('aaaaaaaa', 'Same', '2026-11-05T00:00:00.000Z', { members: ['ione', 'keel'] });
    expect(teamSyncSteps([here], [doc(team('aaaaaaaa', 'Same', '2026-11-01T00:00:00.000Z'))])).toHaveLength(
      1,
    );
  });
});

describe('saved teams in the roster export', () => {
  const roster = {
    characters: [{ character: 'keel', level: 40, rank: 3 }],
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
  const known = new Set(['keel', 'ione', 'mira']);

  it('round-trips the live teams and leaves deleted ones out', () => {
    const kept = team('aaaaaaaa', 'Arena pair', '2026-11-02T00:00:00.000Z');
    const other = team('bbbbbbbb', 'Boss trio', '2026-11-03T00:00:00.000Z', {
      mode: 'boss',
      members: ['mira', 'keel', 'ione'],
    });
    const gone = team('cccccccc', 'Gone', '2026-11-04T00:00:00.000Z', { deleted: true });
    expect(parseRosterFile(rosterToFile(roster, [other, gone, kept]), known)).toEqual({
      ok: true,
      roster,
      teams: [kept, other],
    });
  });

  it.each([
    [
      'a member the site does not have',
      { members: ['keel', 'nobody'] },
      /^savedTeams\.0\.members\.1: no character "nobody"/,
    ],
    [
      'a member twice',
      { members: ['keel', 'keel'] },
      /^savedTeams\.0\.members: a character is in the team twice/,
    ],
    ['an empty label', { label: '' }, /^savedTeams\.0\.label: /],
    ['a bad id', { id: 'X!' }, /^savedTeams\.0\.id: must be 8 to 32/],
    ['an unknown field', { colour: 'red' }, /colour/],
  ])('refuses a file whose team has %s, naming it', (_, change, message) => {
    const file = JSON.parse(rosterToFile(roster, [team('aaaaaaaa', 'Pair', '2026-11-02T00:00:00.000Z')]));
    Object.assign(file.savedTeams[0], change);
    const result = parseRosterFile(JSON.stringify(file), known);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(message);
  });
});
