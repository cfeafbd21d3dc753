import fs from 'node:fs';
import path from 'node:path';
import {
  bestTeamExhaustive,
  LockError,
  suggestTeams,
  teamObjective,
  teamSynergy,
  type GameMode,
  type SuggestPool,
} from '@/lib/teams';
import { sampleTeamsData } from './sample';

// The model over the sample game's real content: named teams list the pairs their reasons
// promise, the search agrees with the explained score, and suggestions honour every option.

const data = sampleTeamsData();
const curated = fs.readdirSync(path.join(process.cwd(), 'content', 'teams')).map(
  (f) =>
    JSON.parse(fs.readFileSync(path.join(process.cwd(), 'content', 'teams', f), 'utf8')) as {
      _id: string;
      mode: GameMode;
      members: { character: string }[];
    },
);
const team = (id: string) => curated.find((t) => t._id === id)!;
const labels = (id: string, kind: string) => {
  const t = team(id);
  return teamSynergy(
    data,
    t.mode,
    t.members.map((m) => m.character),
  )
    .parts.filter((p) => p.kind === kind)
    .map((p) => p.label);
};

describe('golden: curated teams on the sample game', () => {
  it("Drowned Coast: Maren drenches for Morwen and back, frostbite both ways, Tobiah's shock for Copper Harpoon", () => {
    const pairs = labels('drowned-coast', 'pair');
    expect(pairs).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Drenched ← Maren Saltmarsh's Boarding Challenge.* → Morwen's Gale Shot/),
        expect.stringMatching(/^Drenched ← Morwen's Widow's Squall → Maren Saltmarsh's Keelhaul Cleave/),
        expect.stringMatching(/^Frostbite ← Maelis's Frost Decree → Maren Saltmarsh's Salt in the Wound/),
        expect.stringMatching(/^Frostbite ← Maren Saltmarsh's Keelhaul Cleave → Maelis's Seventh Winter/),
        "Shock ← Tobiah's Galvanic Needle → Morwen's Copper Harpoon: a follow-up lightning strike for 60% Attack",
      ]),
    );
    expect(pairs).toHaveLength(5);
    expect(labels('drowned-coast', 'conflict')).toEqual([]);
    expect(labels('drowned-coast', 'cover')).toContain(
      "Burn (from The Cinder Leviathan, The Ash Sovereign) covered for allies ← Tobiah's Spring Suture (removes)",
    );
  });

  it('Eye of the Gale: the breakdown shows the shock Nixie discharges is the shock Morwen and Sorrel need', () => {
    expect(labels('eye-of-the-gale', 'conflict').sort()).toEqual([
      "Shock competed for: Nixie Brand's Stormcaller's Wrath removes it, which Morwen's Copper Harpoon needs",
      "Shock competed for: Nixie Brand's Stormcaller's Wrath removes it, which Sorrel Finch's Breaking Wave, Rogue Wave needs",
    ]);
  });

  it('Ledger of Cinders: burn and soot feed the Ember Ledger; a debuff nobody applies is never a pair', () => {
    const pairs = labels('ledger-of-cinders', 'pair');
    expect(pairs).toContain(
      "Soot ← Grisk Morrowgate's Furnace Bellow, Baronial Smoke; Lira's Surplus Charge; Ilsa Morrow's Spark Shower → Vesper Lune's Ember Ledger: +4 energy each time it is applied (up to 12 a round)",
    );
    expect(pairs).toContain("Mark ← Lira's Red Ink → Ilsa Morrow's Keen Eye: attacks ignore 10% of Defense");
    // Nobody in the squad applies Shock or Drenched, so nothing pairs on them.
    expect(pairs.filter((l) => /^(Shock|Drenched)/.test(l))).toEqual([]);
  });

  it('every curated team keeps its mode rules and the search scores it exactly as the breakdown adds up', () => {
    for (const t of curated) {
      const members = t.members.map((m) => m.character);
      const report = teamSynergy(data, t.mode, members);
      expect([t._id, report.violations]).toEqual([t._id, []]);
      expect([t._id, teamObjective(data, t.mode, members)]).toEqual([t._id, report.total]);
    }
  });

  it('the compiled score agrees with the explained one on many squads, rule penalties aside', () => {
    const ids = data.characters.map((c) => c.id);
    for (const mode of ['story', 'arena', 'boss'] as const) {
      const size = data.modes.find((m) => m.id === mode)!.squadSize;
      for (let s = 0; s < 60; s++) {
        const members = Array.from({ length: size }, (_, i) => ids[(s * 7 + i * 11) % ids.length]!);
        if (new Set(members).size < size) continue;
        const report = teamSynergy(data, mode, members);
        expect(teamObjective(data, mode, members)).toBe(report.total - 1000 * report.violations.length);
      }
    }
  });

  it('the data for the browser stays small', () => {
    expect(data.characters).toHaveLength(42);
    expect(JSON.stringify(data).length).toBeLessThan(40_000);
  });
});

describe('suggestTeams', () => {
  const eight = [
    'captain-maren',
    'morwen-gale',
    'maelis',
    'tobiah-spindle',
    'iskra-volt',
    'nixie-brand',
    'old-teodor',
    'dagny-flint',
  ];
  const pool: SuggestPool = eight.map((character, i) => ({
    character,
    level: 40 + i * 5,
    rank: 1 + (i % 5),
  }));

  it('returns squads of the mode size from the pool only, best first, each with its breakdown', () => {
    const found = suggestTeams(data, 'boss', pool, { limit: 4 });
    expect(found).toHaveLength(4);
    for (const s of found) {
      expect(s.members).toHaveLength(4);
      expect(s.members.every((m) => eight.includes(m))).toBe(true);
      expect(s.borrowed).toBeUndefined();
      expect(s.report.total).toBe(s.report.parts.reduce((sum, p) => sum + p.points, 0));
    }
    const totals = found.map((s) => s.report.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('honours lock and exclude', () => {
    const found = suggestTeams(data, 'boss', pool, {
      lock: ['dagny-flint'],
      exclude: ['captain-maren', 'maelis'],
    });
    expect(found.length).toBeGreaterThan(0);
    for (const s of found) {
      expect(s.members).toContain('dagny-flint');
      expect(s.members).not.toContain('captain-maren');
      expect(s.members).not.toContain('maelis');
    }
  });

  it('borrows at most one member from outside the pool, and says which', () => {
    const found = suggestTeams(data, 'boss', pool, { borrowOne: true, limit: 8 });
    expect(found.some((s) => s.borrowed)).toBe(true);
    for (const s of found) {
      const outside = s.members.filter((m) => !eight.includes(m));
      expect(outside).toEqual(s.borrowed ? [s.borrowed] : []);
    }
  });

  it('built only: units below the level or rank threshold are left out', () => {
    const built = { level: 55, rank: 2 };
    const ok = pool.filter((u) => u.level >= built.level && u.rank >= built.rank).map((u) => u.character);
    const found = suggestTeams(data, 'story', pool, { built });
    for (const s of found) expect(s.members.every((m) => ok.includes(m))).toBe(true);
    expect(found.length).toBeGreaterThan(0);
  });

  it('a locked unit outside the pool needs the borrowed slot', () => {
    expect(() => suggestTeams(data, 'boss', pool, { lock: ['ione'] })).toThrow(
      /ione is locked but not in the pool/,
    );
    expect(() => suggestTeams(data, 'boss', pool, { lock: ['ione'] })).toThrow(
      expect.objectContaining({ reason: 'notOwned', character: 'ione' }),
    );
    const found = suggestTeams(data, 'boss', pool, { lock: ['ione'], borrowOne: true });
    for (const s of found) {
      expect(s.borrowed).toBe('ione');
      expect(s.members.filter((m) => !eight.includes(m))).toEqual(['ione']);
    }
  });

  it('says why a lock cannot be honoured, for a page to say in its words', () => {
    const below = pool.find((u) => u.level < 55)!;
    const reason = (options: Parameters<typeof suggestTeams>[3]) => {
      try {
        suggestTeams(data, 'story', pool, options);
      } catch (error) {
        expect(error).toBeInstanceOf(LockError);
        return [(error as LockError).reason, (error as LockError).character];
      }
      return undefined;
    };
    expect(reason({ lock: [below.character], built: { level: 55, rank: 1 } })).toEqual([
      'notBuilt',
      below.character,
    ]);
    expect(reason({ lock: [pool[0]!.character], exclude: [pool[0]!.character] })).toEqual([
      'excluded',
      pool[0]!.character,
    ]);
    expect(reason({ lock: ['no-such-unit'] })).toEqual(['unknown', 'no-such-unit']);
  });

  const everyone: SuggestPool = data.characters.map((c) => ({ character: c.id, level: 60, rank: 5 }));
  it.each(['story', 'arena', 'boss'] as const)(
    '%s: the best suggestion over all 42 is the exhaustive best',
    (mode) => {
      const [best] = suggestTeams(data, mode, everyone, { limit: 1 });
      const truth = bestTeamExhaustive(data, mode, everyone)!;
      expect(teamObjective(data, mode, best!.members)).toBe(truth.objective);
    },
  );

  it('small pools with a lock and a borrowed slot: the best equals the exhaustive best', () => {
    const cases = [
      { mode: 'boss', options: { lock: ['tobiah-spindle'] } },
      { mode: 'arena', options: { borrowOne: true } },
      { mode: 'story', options: { borrowOne: true, exclude: ['iskra-volt'] } },
    ] as const;
    for (const { mode, options } of cases) {
      const [best] = suggestTeams(data, mode, pool, options);
      const truth = bestTeamExhaustive(data, mode, pool, options)!;
      expect([mode, teamObjective(data, mode, best!.members)]).toEqual([mode, truth.objective]);
    }
  });
});
