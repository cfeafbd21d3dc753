import { brokenRules, compile, score, setPoints, type Compiled } from './compile';
import { teamSynergy } from './synergy';
import type { GameMode, SuggestOptions, SuggestPool, Suggestion, TeamsData } from './types';
import { violationPenalty } from './weights';

/**
 * A lock the search cannot honour, and why: the message is English (the API, tests); a page says
 * the reason in its own words with the character's name.
 */
export class LockError extends RangeError {
  constructor(
    readonly reason: 'unknown' | 'excluded' | 'notOwned' | 'notBuilt' | 'tooMany',
    /** The locked character's id ('' when the reason is the number of locks). */
    readonly character: string,
    message: string,
  ) {
    super(message);
    this.name = 'LockError';
  }
}

/** Who may fill the squad: the locked members, the pool's members, and the borrowable others. */
interface Candidates {
  c: Compiled;
  lock: number[];
  /** The locked member taken from outside the pool, or -1. */
  lockBorrowed: number;
  owned: number[];
  borrowable: number[];
  slots: number;
}

/** The candidates of a search; a locked member that cannot be placed is an error naming it. */
function candidates(data: TeamsData, mode: GameMode, pool: SuggestPool, options: SuggestOptions): Candidates {
  const c = compile(data, mode);
  const exclude = new Set(options.exclude ?? []);
  const built = options.built;
  const inPool = new Set(
    pool
      .filter((u) => !built || (u.level >= built.level && u.rank >= built.rank))
      .map((u) => u.character)
      .filter((id) => c.index.has(id)),
  );
  const lock: number[] = [];
  let lockBorrowed = -1;
  for (const id of new Set(options.lock ?? [])) {
    const i = c.index.get(id);
    if (i === undefined) throw new LockError('unknown', id, `Unknown character "${id}" in lock`);
    if (exclude.has(id)) throw new LockError('excluded', id, `${id} is both locked and excluded`);
    if (!inPool.has(id)) {
      if (!options.borrowOne || lockBorrowed >= 0) {
        const below = built !== undefined && pool.some((u) => u.character === id);
        throw new LockError(
          below ? 'notBuilt' : 'notOwned',
          id,
          `${id} is locked but not in the pool${below ? ' at the built threshold' : ''}; allow a borrowed member to use it`,
        );
      }
      lockBorrowed = i;
    }
    lock.push(i);
  }
  if (lock.length > c.mode.squadSize)
    throw new LockError('tooMany', '', `At most ${c.mode.squadSize} locked members in ${c.mode.name}`);
  const free = (id: string) => !exclude.has(id) && !lock.includes(c.index.get(id)!);
  const owned = [...inPool].filter(free).map((id) => c.index.get(id)!);
  const borrowable =
    options.borrowOne && lockBorrowed < 0
      ? c.ids.filter((id) => free(id) && !inPool.has(id)).map((id) => c.index.get(id)!)
      : [];
  return { c, lock, lockBorrowed, owned, borrowable, slots: c.mode.squadSize - lock.length };
}

/** A squad under search: its members and whether one is borrowed, its pair and element points, and its objective. */
interface State {
  team: number[];
  borrowed: number;
  /** Pair and element points (the set terms come from the team's masks). */
  base: number;
  objective: number;
}

/** Score minus the penalty for rules the squad breaks (or can no longer keep). */
function objective(c: Compiled, team: ArrayLike<number>, k = team.length): number {
  const left = c.mode.squadSize - k;
  return score(c, team, k) - violationPenalty * brokenRules(c, team, k, left);
}

const key = (team: readonly number[]) => [...team].sort((a, b) => a - b).join(',');

/** The beam's width: wide for small rosters (near exhaustive), narrower as the roster grows, for a steady cost. */
function beamWidth(n: number, slots: number): number {
  return Math.max(24, Math.min(128, Math.floor(16_000 / Math.max(1, n * slots))));
}

/**
 * Beam search over squads, member by member, keeping the best partial squads at each size. A
 * child's pair points are its parent's plus the new member's row; only the set terms and rules
 * are recomputed, in a scratch array, so expanding allocates nothing.
 */
function beam(k: Candidates, keep: number): State[] {
  const { c } = k;
  const all = [...k.owned, ...k.borrowable];
  const isBorrowable = new Uint8Array(c.n);
  for (const i of k.borrowable) isBorrowable[i] = 1;
  const start = [...k.lock];
  let states: State[] = [
    {
      team: start,
      borrowed: k.lockBorrowed,
      base: score(c, start) - setPoints(c, start),
      objective: objective(c, start),
    },
  ];
  const width = beamWidth(all.length, k.slots);
  const scratch = new Int32Array(c.mode.squadSize);
  for (let step = 0; step < k.slots; step++) {
    const size = states.length * all.length;
    const parents = new Int32Array(size);
    const adds = new Int32Array(size);
    const values = new Float64Array(size);
    const bases = new Float64Array(size);
    let count = 0;
    states.forEach((s, si) => {
      const t = s.team.length;
      for (let i = 0; i < t; i++) scratch[i] = s.team[i]!;
      for (const add of all) {
        if (s.team.includes(add) || (s.borrowed >= 0 && isBorrowable[add])) continue;
        let base = s.base + c.unary[add]!;
        for (let i = 0; i < t; i++) base += c.pair[scratch[i]! * c.n + add]!;
        scratch[t] = add;
        const left = c.mode.squadSize - t - 1;
        parents[count] = si;
        adds[count] = add;
        bases[count] = base;
        values[count] =
          base + setPoints(c, scratch, t + 1) - violationPenalty * brokenRules(c, scratch, t + 1, left);
        count++;
      }
    });
    const order = Array.from({ length: count }, (_, i) => i).sort((a, b) => values[b]! - values[a]!);
    const seen = new Set<string>();
    const next: State[] = [];
    const limit = step === k.slots - 1 ? Math.min(keep, width) : width;
    for (const i of order) {
      const parent = states[parents[i]!]!;
      const add = adds[i]!;
      const team = [...parent.team, add];
      const id = key(team);
      if (seen.has(id)) continue;
      seen.add(id);
      next.push({
        team,
        borrowed: isBorrowable[add] ? add : parent.borrowed,
        base: bases[i]!,
        objective: values[i]!,
      });
      if (next.length >= limit) break;
    }
    states = next;
  }
  return states;
}

/** Swaps one free member at a time for a better one until no swap helps (a local optimum). */
function improve(k: Candidates, state: State): State {
  const { c } = k;
  const all = [...k.owned, ...k.borrowable];
  const borrowable = new Set(k.borrowable);
  let best = state;
  for (let improved = true; improved;) {
    improved = false;
    for (let slot = k.lock.length; slot < best.team.length; slot++) {
      const out = best.team[slot]!;
      const borrowedAfter = best.borrowed === out ? -1 : best.borrowed;
      for (const add of all) {
        if (best.team.includes(add)) continue;
        if (borrowable.has(add) && borrowedAfter >= 0) continue;
        const team = best.team.slice();
        team[slot] = add;
        const value = objective(c, team);
        if (value > best.objective) {
          best = { team, borrowed: borrowable.has(add) ? add : borrowedAfter, base: 0, objective: value };
          improved = true;
        }
      }
    }
  }
  return best;
}

/**
 * The best squads for a mode from a pool of owned units: beam search with the compiled model,
 * each result then improved by single swaps, ranked by rules kept and then by score, each with
 * its full SynergyReport. Throws RangeError when a locked member cannot be placed.
 */
export function suggestTeams(
  data: TeamsData,
  mode: GameMode,
  pool: SuggestPool,
  options: SuggestOptions = {},
): Suggestion[] {
  const k = candidates(data, mode, pool, options);
  const limit = options.limit ?? 5;
  if (k.owned.length + (k.borrowable.length > 0 ? 1 : 0) < k.slots) return [];
  const found = new Map<string, State>();
  for (const s of beam(k, limit * 3).slice(0, limit * 3)) {
    const better = improve(k, s);
    const id = key(better.team);
    if (!found.has(id)) found.set(id, better);
    const own = key(s.team);
    if (!found.has(own)) found.set(own, s);
  }
  return [...found.values()]
    .sort((a, b) => b.objective - a.objective)
    .slice(0, limit)
    .map((s) => {
      const members = s.team.map((i) => k.c.ids[i]!);
      return {
        members,
        ...(s.borrowed >= 0 ? { borrowed: k.c.ids[s.borrowed]! } : {}),
        report: teamSynergy(data, mode, members, options.words),
      };
    });
}

/**
 * The true best squad by trying every one (for tests and the bench's optimality gap: at 42
 * characters and five slots that is under a million squads). Same candidates and ranking as suggestTeams.
 */
export function bestTeamExhaustive(
  data: TeamsData,
  mode: GameMode,
  pool: SuggestPool,
  options: SuggestOptions = {},
): { members: string[]; objective: number } | undefined {
  const k = candidates(data, mode, pool, options);
  const all = [...k.owned, ...k.borrowable];
  const borrowable = new Set(k.borrowable);
  const team = [...k.lock];
  let best: { team: number[]; objective: number } | undefined;
  const walk = (from: number, borrowed: boolean) => {
    if (team.length === k.c.mode.squadSize) {
      const value = objective(k.c, team);
      if (!best || value > best.objective) best = { team: team.slice(), objective: value };
      return;
    }
    for (let i = from; i < all.length; i++) {
      const b = borrowable.has(all[i]!);
      if (b && borrowed) continue;
      team.push(all[i]!);
      walk(i + 1, borrowed || b);
      team.pop();
    }
  };
  walk(0, k.lockBorrowed >= 0);
  return best && { members: best.team.map((i) => k.c.ids[i]!), objective: best.objective };
}

/** A squad's search objective (score minus rule penalties), as suggestTeams ranks it. */
export function teamObjective(data: TeamsData, mode: GameMode, members: readonly string[]): number {
  const c = compile(data, mode);
  return objective(
    c,
    members.map((id) => c.index.get(id)!),
  );
}
