import {
  addEntry,
  addSnapshot,
  changeEntry,
  emptyRoster,
  mergeRosters,
  SNAPSHOT_LIMIT,
  type RosterData,
} from './roster';
import { rosterToFile } from './roster-export';
import { parseRosterFile } from './roster-file';

const at = (iso: string) => new Date(iso);
const roster = (
  characters: RosterData['characters'],
  updatedAt = '2026-11-01T00:00:00.000Z',
): RosterData => ({
  characters,
  updatedAt,
});

describe('parseRosterFile', () => {
  const known = new Set(['keel', 'mira', 'oren']);

  it('reads back what rosterToFile wrote', () => {
    const saved = roster([
      { character: 'keel', level: 40, rank: 3, build: 'Lantern Wall' },
      { character: 'mira', level: 1, rank: 1 },
    ]);
    expect(parseRosterFile(rosterToFile(saved), known)).toEqual({ ok: true, roster: saved, teams: [] });
  });

  it.each([
    ['not JSON', '{"characters": [', /^The file is not JSON/],
    [
      'a level past the cap',
      '{"characters":[{"character":"keel","level":61,"rank":1}]}',
      /^characters\.0\.level: /,
    ],
    ['a missing rank', '{"characters":[{"character":"keel","level":3}]}', /^characters\.0\.rank: /],
    ['an unknown field', '{"characters":[],"gold":5}', /gold/],
    [
      'a character listed twice',
      '{"characters":[{"character":"keel","level":3,"rank":1},{"character":"keel","level":9,"rank":2}]}',
      /^characters\.1\.character: "keel" is listed twice/,
    ],
    [
      'a character the site does not have',
      '{"characters":[{"character":"mira","level":3,"rank":1},{"character":"nobody","level":3,"rank":1}]}',
      /^characters\.1\.character: no character "nobody"/,
    ],
    ['a list instead of a roster', '[]', /expected object/i],
  ])('refuses %s and names the problem', (_, text, message) => {
    const result = parseRosterFile(text, known);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(message);
  });
});

describe('mergeRosters', () => {
  it('keeps every character of both sides, the higher level and rank, and the newer side’s build', () => {
    const local = roster(
      [
        { character: 'keel', level: 50, rank: 2, build: 'Local build' },
        { character: 'mira', level: 10, rank: 1 },
      ],
      '2026-11-02T00:00:00.000Z',
    );
    const server = roster(
      [
        { character: 'keel', level: 30, rank: 4, build: 'Server build' },
        { character: 'oren', level: 7, rank: 1 },
      ],
      '2026-11-01T00:00:00.000Z',
    );
    const merged = mergeRosters(local, server, at('2026-11-03T00:00:00.000Z'));
    expect(merged.characters).toEqual([
      { character: 'keel', level: 50, rank: 4, build: 'Local build' },
      { character: 'mira', level: 10, rank: 1 },
      { character: 'oren', level: 7, rank: 1 },
    ]);
    expect(mergeRosters(server, local, at('2026-11-03T00:00:00.000Z')).characters[0]).toEqual({
      character: 'keel',
      level: 50,
      rank: 4,
      build: 'Local build',
    });
  });

  it('keeps a chosen build over none, whichever side is newer', () => {
    const withBuild = roster(
      [{ character: 'keel', level: 1, rank: 1, build: 'Old pick' }],
      '2026-01-01T00:00:00.000Z',
    );
    const without = roster([{ character: 'keel', level: 1, rank: 1 }], '2026-12-01T00:00:00.000Z');
    expect(mergeRosters(without, withBuild, new Date()).characters[0]?.build).toBe('Old pick');
  });
});

describe('changeEntry and addEntry', () => {
  const now = at('2026-11-26T12:00:00.000Z');

  it('applies each change to what is stored, so quick changes to different fields all land', () => {
    // The player sets level 42, then rank 3, then a build, each before the last is on screen:
    // every change is made from the stored roster, not from the entry the fields were showing.
    let stored = roster([{ character: 'bramble', level: 1, rank: 1 }]);
    stored = changeEntry(stored, 'bramble', { level: 42 }, now);
    stored = changeEntry(stored, 'bramble', { rank: 3 }, now);
    stored = changeEntry(stored, 'bramble', { build: 'Briar Cutpurse' }, now);
    expect(stored).toEqual(
      roster([{ character: 'bramble', level: 42, rank: 3, build: 'Briar Cutpurse' }], now.toISOString()),
    );
    stored = changeEntry(stored, 'bramble', { build: null }, now);
    expect(stored.characters).toEqual([{ character: 'bramble', level: 42, rank: 3 }]);
  });

  it('changes only the named character, in its place', () => {
    const stored = roster([
      { character: 'keel', level: 10, rank: 2 },
      { character: 'mira', level: 5, rank: 1 },
    ]);
    expect(changeEntry(stored, 'keel', { level: 11 }, now).characters).toEqual([
      { character: 'keel', level: 11, rank: 2 },
      { character: 'mira', level: 5, rank: 1 },
    ]);
  });

  it('never brings back a character removed before the change was saved', () => {
    const stored = roster([{ character: 'mira', level: 5, rank: 1 }]);
    expect(changeEntry(stored, 'keel', { rank: 4 }, now)).toBe(stored);
  });

  it('adds at level 1, rank 1, and leaves an owned character as it is', () => {
    const stored = roster([{ character: 'keel', level: 50, rank: 5, build: 'Lantern Wall' }]);
    expect(addEntry(stored, 'keel', now)).toBe(stored);
    expect(addEntry(stored, 'mira', now)).toEqual(
      roster(
        [
          { character: 'keel', level: 50, rank: 5, build: 'Lantern Wall' },
          { character: 'mira', level: 1, rank: 1 },
        ],
        now.toISOString(),
      ),
    );
  });
});

describe('addSnapshot', () => {
  it('keeps the newest ten, newest first', () => {
    let list = addSnapshot([], emptyRoster(), 'import', at('2026-11-01T00:00:00.000Z'));
    for (let i = 1; i <= 12; i++) {
      list = addSnapshot(
        list,
        roster([{ character: 'keel', level: i, rank: 1 }]),
        'sync',
        at(`2026-11-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`),
      );
    }
    expect(list).toHaveLength(SNAPSHOT_LIMIT);
    expect(list[0]?.roster.characters[0]?.level).toBe(12);
    expect(list.at(-1)?.roster.characters[0]?.level).toBe(3);
    expect(new Set(list.map((s) => s.id)).size).toBe(SNAPSHOT_LIMIT);
  });
});
