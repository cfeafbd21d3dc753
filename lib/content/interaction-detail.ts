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
 * The figures of an interaction without the effect's name, as an effect's page lists them beside
 * each source: "50% · 1 turn · enemies", "−10–30% damage · self", "+20% damage · against a target
 * under it"; in the page's language.
 */
export function interactionDetail(i: Interaction, words: DetailWords): string {
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
