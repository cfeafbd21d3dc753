import { effectSourceKinds, type EffectGraph } from '@/lib/content/effect-graph';
import type { Interaction } from '@/lib/content/interactions';
import type { AnswerEntry, SearchRelations } from './types';

/** An interaction without what the answer already says (its effect and relation). */
function figuresOf(interaction: Interaction): AnswerEntry['figures'] {
  const figures: Partial<Interaction> = { ...interaction };
  delete figures.effect;
  delete figures.relation;
  return figures;
}

/** The effect graph as the search answers from it: per effect, per relation, its entries. */
export function searchRelations(graph: EffectGraph): SearchRelations['effects'] {
  const effects: SearchRelations['effects'] = {};
  for (const [effect, lists] of Object.entries(graph.byEffect)) {
    const kept: SearchRelations['effects'][string] = {};
    for (const [relation, edges] of Object.entries(lists) as [keyof typeof lists, (typeof lists)[keyof typeof lists]][]) {
      if (edges.length === 0) continue;
      kept[relation] = edges.map(({ source, interaction }) => ({
        name: source.name,
        ...(source.part ? { part: source.part } : {}),
        kind: effectSourceKinds[source.collection],
        href: source.href,
        figures: figuresOf(interaction),
      }));
    }
    effects[effect] = kept;
  }
  return effects;
}

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
    f.turns === undefined ? undefined : f.turns === 0 ? 'until removed' : `${f.turns} ${f.turns === 1 ? 'turn' : 'turns'}`;
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
