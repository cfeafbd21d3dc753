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
    for (const [relation, edges] of Object.entries(lists) as [
      keyof typeof lists,
      (typeof lists)[keyof typeof lists],
    ][]) {
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
