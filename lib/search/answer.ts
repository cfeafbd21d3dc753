import type { Interaction } from '@/lib/content/interactions';
import type { AnswerEntry } from './types';

/*
 * How an answer reads: its heading and each entry's figures. Kept apart from the graph's
 * derivation (./relations) so the navbar box's bundle does not carry the content schemas.
 */

const targets: Record<NonNullable<Interaction['target']>, string> = {
  self: 'self',
  ally: 'one ally',
  allies: 'all allies',
  enemy: 'one enemy',
  enemies: 'all enemies',
  area: 'an area',
};

const percents = (f: AnswerEntry['figures']) =>
  f.amounts ? `${f.amounts.join('/')}%` : f.amount !== undefined ? `${f.amount}%` : undefined;

/** An entry's figures in a few words: "60% chance · 2 turns · one enemy", "−30% damage"… */
export function describeFigures(f: AnswerEntry['figures']): string {
  const turns =
    f.turns === undefined
      ? undefined
      : f.turns === 0
        ? 'until removed'
        : `${f.turns} ${f.turns === 1 ? 'turn' : 'turns'}`;
  return [
    f.chance !== undefined && `${f.chance}% chance`,
    f.aspect ? `${percents(f) ?? ''} less ${f.aspect}`.trim() : f.bonus ? undefined : percents(f),
    // A bonus that does not say its own percentage ("less damage taken") gets the amount before it.
    f.bonus && (f.bonus.includes('%') || !percents(f) ? f.bonus : `${percents(f)} ${f.bonus}`),
    turns,
    f.stacks !== undefined && `${f.stacks} ${f.stacks === 1 ? 'stack' : 'stacks'}`,
    f.target && targets[f.target],
    f.when && (f.when === 'target' ? 'against a target under it' : 'while under it'),
  ]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' · ');
}

/** How the answer's heading asks its question. */
export const relationQuestions: Record<Interaction['relation'], (effect: string) => string> = {
  applies: (e) => `What applies ${e}`,
  removes: (e) => `What removes ${e}`,
  prevents: (e) => `What gives immunity to ${e}`,
  resists: (e) => `What resists ${e}`,
  extends: (e) => `What extends ${e}`,
  spreads: (e) => `What spreads ${e}`,
  benefits: (e) => `What benefits from ${e}`,
};
