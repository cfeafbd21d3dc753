import Link from '@/components/common/page-link';
import type { Effect, Interaction } from '@/lib/content';
import { effectHref, interactionLabel } from '@/lib/content/interaction-label';
import type { InteractionWords } from '@/lib/i18n/words';

const typeStyles: Record<Effect['type'], string> = {
  buff: 'text-bg-success',
  debuff: 'text-bg-danger',
  control: 'text-bg-warning',
};

export interface InteractionBadgesProps {
  interactions: readonly Interaction[];
  /** Effect id → name; an unknown id shows in title case. */
  effectNames: Readonly<Record<string, string>>;
  /** Effect id → type, to colour each badge as the effect list does. */
  effectTypes?: Readonly<Record<string, Effect['type']>>;
  /** The badges' words in the page's language (interactionWords, lib/i18n/card-words.ts). */
  words: InteractionWords;
  className?: string;
}

/**
 * What a skill, trait, item or enemy skill does to status effects, one badge per structured
 * entry ("applies Blind · 50% · 1 turn · enemies"), each linking to the effect's page. The markup
 * is kept lean (a list page holds dozens, each in its HTML and again in its RSC payload): a badge's
 * look comes from `.lf-fx` in globals.css, and only a badge coloured by its effect's type has classes.
 */
export function InteractionBadges({
  interactions,
  effectNames,
  effectTypes,
  words,
  className,
}: InteractionBadgesProps) {
  if (interactions.length === 0) return null;
  return (
    <p className={className ? `lf-fx ${className}` : 'lf-fx'}>
      {interactions.map((i, n) => {
        const type = effectTypes?.[i.effect];
        return (
          // className only when set: an undefined prop is still written into the RSC payload.
          <Link
            key={n}
            href={effectHref(i.effect)}
            {...(type ? { className: `badge ${typeStyles[type]}` } : {})}
          >
            {interactionLabel(i, effectNames[i.effect], words)}
          </Link>
        );
      })}
    </p>
  );
}
