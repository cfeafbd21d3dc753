import type { Character } from './characters';
import { statNames, type StatName } from './common';

export const MAX_LEVEL = 60;
export const MAX_RANK = 6;

/** A character's stats at a level (1–60) and rank (1–6): base + growth per level, then the rank bonus. */
export function statsAt(
  character: Pick<Character, 'baseStats' | 'growth' | 'rankBonus'>,
  level: number,
  rank: number,
): Record<StatName, number> {
  const lv = Math.min(MAX_LEVEL, Math.max(1, Math.trunc(level)));
  const rk = Math.min(MAX_RANK, Math.max(1, Math.trunc(rank)));
  const multiplier = 1 + character.rankBonus * (rk - 1);
  const out = {} as Record<StatName, number>;
  for (const name of statNames) {
    const raw = (character.baseStats[name] + character.growth[name] * (lv - 1)) * multiplier;
    // Crit is a percentage with one decimal; the rest are whole numbers, as the game shows them.
    out[name] = name === 'crit' ? Math.round(raw * 10) / 10 : Math.round(raw);
  }
  return out;
}
