import type { Character } from './characters';
import { statNames, type StatName } from './stat-names';

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

/** One stat's fixed scale: the roster's highest value at max level and rank, and who has it. */
export interface StatCeiling {
  max: number;
  holder: string;
}
export type StatScale = Record<StatName, StatCeiling>;

/**
 * The scale as the characters' summary keeps it: each holder's id beside its English name, so a
 * translated page looks the name up by id instead of reading the roster.
 */
export type HeldStatScale = Record<StatName, StatCeiling & { holderId: string }>;

/** The stat bars' scale: for each stat, the highest value any character reaches at max level and rank. */
export function rosterScale(
  roster: readonly (Pick<Character, 'baseStats' | 'growth' | 'rankBonus'> & { _id: string; name: string })[],
): HeldStatScale {
  const scale = Object.fromEntries(
    statNames.map((n) => [n, { max: 0, holder: '', holderId: '' }]),
  ) as HeldStatScale;
  for (const character of roster) {
    const stats = statsAt(character, MAX_LEVEL, MAX_RANK);
    for (const name of statNames) {
      if (stats[name] > scale[name].max)
        scale[name] = { max: stats[name], holder: character.name, holderId: character._id };
    }
  }
  return scale;
}
