import { MAX_LEVEL, MAX_RANK } from '@/lib/content/stats';

export interface LevelRank {
  level: number;
  rank: number;
}

function clampInt(value: unknown, max: number, fallback: number): number {
  const text = Array.isArray(value) ? value[0] : value;
  const n =
    typeof text === 'string' || typeof text === 'number' ? Number.parseInt(String(text), 10) : Number.NaN;
  return Number.isFinite(n) ? Math.min(max, Math.max(1, n)) : fallback;
}

/** Level and rank from `?level=&rank=`, clamped to the game's range; max level and rank by default. */
export function parseLevelRank(params: Record<string, string | string[] | undefined>): LevelRank {
  return {
    level: clampInt(params.level, MAX_LEVEL, MAX_LEVEL),
    rank: clampInt(params.rank, MAX_RANK, MAX_RANK),
  };
}

/** The same level and rank clamped, for values typed into a form. */
export function clampLevelRank(level: unknown, rank: unknown, current: LevelRank): LevelRank {
  return { level: clampInt(level, MAX_LEVEL, current.level), rank: clampInt(rank, MAX_RANK, current.rank) };
}
