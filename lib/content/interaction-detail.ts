import type { Interaction } from './interactions';
import { percent, turnsText } from './interaction-label';
import { pluralText } from '@/lib/i18n/plural';
import type { InteractionWords } from '@/lib/i18n/words';

/** The words an interaction's figures take (lib/i18n/card-words.ts interactionWords has them all). */
export type DetailWords = Pick<
  InteractionWords,
  'turns' | 'untilRemoved' | 'stacks' | 'targets' | 'aspects' | 'whileUnder' | 'againstUnder'
>;

/**
 * English, for the navbar's answers, which load this module only once a visitor asks a question
 * (the catalog's `interactions`, `interactionTargets` and `resistAspects`; the catalog test holds
 * them equal). A page passes its language's.
 */
export const englishDetailWords: DetailWords = {
  turns: { locale: 'en', forms: { one: '# turn', other: '# turns' } },
  untilRemoved: 'until removed',
  stacks: { locale: 'en', forms: { one: '# stack', other: '# stacks' } },
  targets: { self: 'self', ally: 'an ally', allies: 'allies', enemy: 'an enemy', enemies: 'enemies', area: 'the area' },
  aspects: { damage: 'damage', duration: 'duration', chance: 'chance' },
  whileUnder: 'while under it',
  againstUnder: 'against a target under it',
};

/**
 * The figures of an interaction without the effect's name, as an effect's page lists them beside
 * each source: "50% · 1 turn · enemies", "−10–30% damage · self", "+20% damage · against a target
 * under it"; in the page's language.
 */
export function interactionDetail(i: Interaction, words: DetailWords = englishDetailWords): string {
  const parts: string[] = [];
  switch (i.relation) {
    case 'applies':
      parts.push(`${i.chance}%`, turnsText(words, i.turns ?? 0));
      if (i.stacks) parts.push(pluralText(words.stacks, i.stacks));
      break;
    case 'prevents':
      if (i.turns) parts.push(turnsText(words, i.turns));
      break;
    case 'resists':
      parts.push(`−${percent(i) ?? ''} ${i.aspect ? words.aspects[i.aspect] : ''}`.trim());
      break;
    case 'extends':
      parts.push(`+${turnsText(words, i.turns ?? 0)}`);
      break;
    case 'benefits':
      parts.push(i.bonus ?? '', i.when === 'self' ? words.whileUnder : words.againstUnder);
      break;
  }
  if (i.target) parts.push(words.targets[i.target]);
  return parts.join(' · ');
}
