import type { Character } from '@/lib/content';
import { statsAt } from '@/lib/content/stats';
import type { CompareAt } from './compare';

/** The stats a compare share card shows, in its order. */
const cardStats = [
  ['HP', 'hp'],
  ['Attack', 'atk'],
  ['Defense', 'def'],
  ['Speed', 'spd'],
] as const;

/** One character's figures on the compare share image: the page's stats at the page's level and rank. */
export function compareCardFigures(
  character: Pick<Character, 'baseStats' | 'growth' | 'rankBonus'>,
  at: CompareAt,
): [label: string, value: number][] {
  const stats = statsAt(character, at.level, at.rank);
  return cardStats.map(([label, name]) => [label, stats[name]]);
}

/** The card's heading for a level and rank: "Lv 40 · Rank 3". */
export const compareCardLevel = (at: CompareAt) => `Lv ${at.level} · Rank ${at.rank}`;
