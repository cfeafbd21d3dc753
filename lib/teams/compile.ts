import { expandCharacters } from './data';
import { profileOf, type Profile } from './profile';
import { modeOf } from './synergy';
import type { GameMode, TeamMode, TeamsData } from './types';
import { weights } from './weights';

/**
 * A mode's model compiled for the search: the same score as teamSynergy's parts (the tests
 * check they agree), as numbers. Pair terms are a matrix, element terms a vector, and the
 * set terms (cover, roles) bitmasks that OR together, so scoring a squad is a few array reads.
 */
export interface Compiled {
  mode: TeamMode;
  ids: string[];
  index: Map<string, number>;
  n: number;
  /** Points between members i and j (both directions, conflicts included), at i*n+j and j*n+i. */
  pair: Float64Array;
  /** Element points of member i. */
  unary: Float64Array;
  /** Words per threat bitmask. */
  tw: number;
  /** Threats member i covers for allies / only for itself: tw words from i*tw. */
  coverTeam: Uint32Array;
  coverSelf: Uint32Array;
  role: Uint8Array;
  element: Uint8Array;
  /** roles-at-least / roles-at-most rules as role bitmasks. */
  atLeast: { mask: number; count: number }[];
  atMost: { mask: number; count: number }[];
  elementMax: number;
}

const roleIndex = { damage: 0, tank: 1, support: 2, healer: 3, control: 4 } as const;
const elementIndex = { flame: 0, frost: 1, storm: 2, earth: 3, radiant: 4, umbral: 5 } as const;

/** Number of set bits of a 32-bit word. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Effect-set bitmasks of a profile's maps, over an effect numbering. */
function masks(p: Profile, effects: Map<string, number>, ew: number) {
  const of = (map: Map<string, unknown>) => {
    const m = new Uint32Array(ew);
    for (const e of map.keys()) {
      const i = effects.get(e)!;
      m[i >>> 5]! |= 1 << (i & 31);
    }
    return m;
  };
  return {
    fa: of(p.foeApplies),
    aa: of(p.allyApplies),
    fb: of(p.foeBenefits),
    ab: of(p.allyBenefits),
    co: of(p.consumes),
  };
}

const cache = new WeakMap<TeamsData, Map<GameMode, Compiled>>();

/** The compiled model of a mode (kept per data object, so a second search starts at once). */
export function compile(data: TeamsData, modeId: GameMode): Compiled {
  const known = cache.get(data)?.get(modeId);
  if (known) return known;
  const mode = modeOf(data, modeId);
  const n = data.characters.length;
  const profiles = expandCharacters(data).map((c) => profileOf(c, modeId));
  const effects = new Map<string, number>();
  for (const p of profiles)
    for (const map of [p.foeApplies, p.allyApplies, p.foeBenefits, p.allyBenefits, p.consumes])
      for (const e of map.keys()) if (!effects.has(e)) effects.set(e, effects.size);
  const ew = Math.max(1, Math.ceil(effects.size / 32));
  const m = profiles.map((p) => masks(p, effects, ew));
  const pair = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const a = m[i]!;
      const b = m[j]!;
      let pairs = 0;
      let conflicts = 0;
      for (let w = 0; w < ew; w++) {
        pairs +=
          popcount(a.fa[w]! & b.fb[w]!) +
          popcount(b.fa[w]! & a.fb[w]!) +
          popcount(a.aa[w]! & b.ab[w]!) +
          popcount(b.aa[w]! & a.ab[w]!);
        conflicts += popcount((a.co[w]! & (b.co[w]! | b.fb[w]!)) | (b.co[w]! & (a.co[w]! | a.fb[w]!)));
      }
      const points = pairs * weights.pair + conflicts * weights.conflict;
      pair[i * n + j] = points;
      pair[j * n + i] = points;
    }
  const tw = Math.max(1, Math.ceil(mode.threats.length / 32));
  const coverTeam = new Uint32Array(n * tw);
  const coverSelf = new Uint32Array(n * tw);
  const weak = new Set(mode.weaknesses.map((w) => w.element));
  const unary = new Float64Array(n);
  const role = new Uint8Array(n);
  const element = new Uint8Array(n);
  profiles.forEach((p, i) => {
    mode.threats.forEach((t, k) => {
      if (p.coverTeam.has(t.effect)) coverTeam[i * tw + (k >>> 5)]! |= 1 << (k & 31);
      if (p.coverSelf.has(t.effect)) coverSelf[i * tw + (k >>> 5)]! |= 1 << (k & 31);
    });
    unary[i] = weak.has(p.character.element) ? weights.element : 0;
    role[i] = roleIndex[p.character.role];
    element[i] = elementIndex[p.character.element];
  });
  const roleMask = (roles: readonly string[]) =>
    roles.reduce((mask, r) => mask | (1 << roleIndex[r as keyof typeof roleIndex]), 0);
  const compiled: Compiled = {
    mode,
    ids: data.characters.map((c) => c.id),
    index: new Map(data.characters.map((c, i) => [c.id, i])),
    n,
    pair,
    unary,
    tw,
    coverTeam,
    coverSelf,
    role,
    element,
    atLeast: mode.rules.flatMap((r) =>
      r.kind === 'roles-at-least' ? [{ mask: roleMask(r.roles), count: r.count }] : [],
    ),
    atMost: mode.rules.flatMap((r) =>
      r.kind === 'roles-at-most' ? [{ mask: roleMask(r.roles), count: r.count }] : [],
    ),
    elementMax: Math.min(99, ...mode.rules.flatMap((r) => (r.kind === 'element-at-most' ? [r.count] : []))),
  };
  const perMode = cache.get(data) ?? new Map<GameMode, Compiled>();
  perMode.set(modeId, compiled);
  cache.set(data, perMode);
  return compiled;
}

/** The set terms of a squad: cover and roles points, from its OR-ed masks. */
export function setPoints(c: Compiled, team: ArrayLike<number>, k = team.length): number {
  let points = 0;
  for (let w = 0; w < c.tw; w++) {
    let t = 0;
    let s = 0;
    for (let i = 0; i < k; i++) {
      t |= c.coverTeam[team[i]! * c.tw + w]!;
      s |= c.coverSelf[team[i]! * c.tw + w]!;
    }
    points += weights.coverTeam * popcount(t) + weights.coverSelf * popcount(s & ~t);
  }
  let roles = 0;
  for (let i = 0; i < k; i++) roles |= 1 << c.role[team[i]!]!;
  return points + weights.role * popcount(roles);
}

/** A squad's whole score: pairs, elements, cover and roles. */
export function score(c: Compiled, team: ArrayLike<number>, k = team.length): number {
  let points = setPoints(c, team, k);
  for (let i = 0; i < k; i++) {
    points += c.unary[team[i]!]!;
    for (let j = i + 1; j < k; j++) points += c.pair[team[i]! * c.n + team[j]!]!;
  }
  return points;
}

/**
 * Broken rules of a (partial) squad that no further member can mend (at-most limits), plus the
 * at-least shortfall beyond the slots left; for a full squad, the number of rules it breaks.
 */
export function brokenRules(c: Compiled, team: ArrayLike<number>, k: number, slotsLeft: number): number {
  let broken = 0;
  // Members of each element, counted without allocating (the search calls this per candidate).
  for (let e = 0; e < 6; e++) {
    let n = 0;
    for (let i = 0; i < k; i++) if (c.element[team[i]!] === e) n++;
    if (n > c.elementMax) broken++;
  }
  let worst = 0;
  for (const rule of c.atMost) {
    let n = 0;
    for (let i = 0; i < k; i++) if (rule.mask & (1 << c.role[team[i]!]!)) n++;
    if (n > rule.count) broken++;
  }
  for (const rule of c.atLeast) {
    let n = 0;
    for (let i = 0; i < k; i++) if (rule.mask & (1 << c.role[team[i]!]!)) n++;
    const short = rule.count - n;
    if (slotsLeft === 0 && short > 0) broken++;
    if (short > worst) worst = short;
  }
  return slotsLeft === 0 ? broken : broken + Math.max(0, worst - slotsLeft);
}
