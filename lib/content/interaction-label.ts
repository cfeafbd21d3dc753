import { titleCase } from './format';
import type { EffectSourceCollection } from './effect-sources';
import type { Interaction } from './interactions';
import { fill } from '@/lib/i18n/fill';
import { pluralText } from '@/lib/i18n/plural';
import type { InteractionWords } from '@/lib/i18n/words';

// Without the schemas (type imports only): client components render badges and effect links with it.

/** The kinds of thing that can touch an effect, as a player would name them. */
export const effectSourceKinds: Record<EffectSourceCollection, string> = {
  skills: 'skill',
  traits: 'trait',
  gears: 'gear',
  tarots: 'tarot',
  engravings: 'engraving',
  enemies: 'enemy',
  characters: 'skill-tree option',
};

/** The page of an effect: its relations, both ways. */
export function effectHref(id: string): string {
  return `/effects/${id}`;
}


/** A percentage or a per-level range of them: "10%", "10–30%". */
export function percent({ amount, amounts }: Pick<Interaction, 'amount' | 'amounts'>): string | undefined {
  if (amounts && amounts.length > 0) {
    const lo = Math.min(...amounts.map(Math.abs));
    const hi = Math.max(...amounts.map(Math.abs));
    return lo === hi ? `${lo}%` : `${lo}–${hi}%`;
  }
  return amount === undefined ? undefined : `${Math.abs(amount)}%`;
}


/**
 * What an interaction does, in the words of a badge: "applies Blind · 50% · 1 turn · enemies",
 * "resists Burn −10–30% damage", "benefits from Taunt: +20% damage". `effect` is the effect's name;
 * `words` the page language's (made on the server: lib/i18n/card-words.ts, English too).
 */
export function interactionLabel(i: Interaction, effect: string | undefined, words: InteractionWords): string {
  effect ??= titleCase(i.effect);
  // The relation's head, then its figures, joined by " · ".
  const turnsIn = (n: number) => turnsText(words, n);
  const parts: string[] = [];
  switch (i.relation) {
    case 'applies':
      parts.push(fill(words.applies, { effect }), `${i.chance}%`, turnsIn(i.turns ?? 0));
      if (i.stacks) parts.push(pluralText(words.stacks, i.stacks));
      break;
    case 'removes':
    case 'spreads':
      parts.push(fill(words[i.relation], { effect }));
      break;
    case 'prevents':
      parts.push(fill(words.prevents, { effect }));
      if (i.turns) parts.push(turnsIn(i.turns));
      break;
    case 'resists':
      parts.push(
        fill(words.resists, {
          effect,
          amount: percent(i) ?? '',
          aspect: i.aspect ? (words.aspects[i.aspect] ?? i.aspect) : '',
        }).trim(),
      );
      break;
    case 'extends':
      parts.push(fill(words.extends, { effect, turns: turnsIn(i.turns ?? 0) }));
      break;
    case 'benefits':
      // The bonus is the content's own text, translated with it.
      return fill(i.when === 'self' ? words.benefitsSelf : words.benefits, { effect, bonus: i.bonus ?? '' });
  }
  if (i.target) parts.push(words.targets[i.target] ?? i.target);
  return parts.join(' · ');
}

/** "2 turns", or "until removed" for 0, in the words' language. */
export function turnsText(words: Pick<InteractionWords, 'turns' | 'untilRemoved'>, n: number): string {
  return n === 0 ? words.untilRemoved : pluralText(words.turns, n);
}
