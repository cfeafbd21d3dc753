import type { SearchVocabulary } from '@/lib/content/search-vocabulary';
import type { InteractionRelation } from '@/lib/content/interactions';
import type { SearchDoc, SearchQuestion } from './types';

/**
 * The grammar of a relation question, all of it from content: a relation word ("removes",
 * "cleanse", "immunity"), any filler words ("what", "from"), and the name or an alias of one
 * status effect, in any order: "what removes burn", "burn cleanse", "benefits from taunt".
 */
export interface QuestionWords {
  relations: Map<string, InteractionRelation>;
  fillers: Set<string>;
  /** An effect's name, alias or id, its words joined by one space → the effect's id. */
  effects: Map<string, string>;
}

/** The question words of a vocabulary and the effects' names and aliases. */
export function questionWords(
  vocabulary: SearchVocabulary,
  effects: Pick<SearchDoc, 'id' | 'name' | 'aliases'>[],
  words: (text: string) => string[],
): QuestionWords {
  const relations = new Map<string, InteractionRelation>();
  for (const [relation, list] of Object.entries(vocabulary.relations) as [InteractionRelation, string[]][])
    for (const word of list) relations.set(word, relation);
  const names = new Map<string, string>();
  for (const effect of effects)
    for (const name of [effect.id, effect.name, ...effect.aliases])
      names.set(words(name).join(' '), effect.id);
  return { relations, fillers: new Set(vocabulary.fillers), effects: names };
}

/**
 * The question a query asks, or undefined when it is not one: exactly one relation word (any of
 * them may be it, so "who applies immunity" asks about the Immunity effect) and, once the filler
 * words are set aside, an effect's whole name.
 */
export function parseQuestion(terms: string[], words: QuestionWords): SearchQuestion | undefined {
  for (const [i, term] of terms.entries()) {
    const relation = words.relations.get(term);
    if (!relation) continue;
    const rest = terms.filter((t, j) => j !== i && !words.fillers.has(t));
    const effect = words.effects.get(rest.join(' '));
    if (effect) return { effect, relation, rest: rest.join(' ') };
  }
  return undefined;
}
