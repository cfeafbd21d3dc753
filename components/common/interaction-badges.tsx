import Link from '@/components/common/page-link';
import type { Effect, Interaction } from '@/lib/content';
import { effectHref, interactionLabel } from '@/lib/content/interaction-label';

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
  className?: string;
}

/**
 * What a skill, trait, item or enemy skill does to status effects, one badge per structured
 * entry ("applies Blind · 50% · 1 turn · enemies"), each linking to the effect's page. The markup
 * is kept lean (a list page holds dozens, each in its HTML and again in its RSC payload): wrapping
 * and underline come from `.lf-fx` in globals.css, not from classes on every badge.
 */
export function InteractionBadges({ interactions, effectNames, effectTypes, className }: InteractionBadgesProps) {
  if (interactions.length === 0) return null;
  return (
    <p className={className ? `lf-fx ${className}` : 'lf-fx'} role="group" aria-label="Effects">
      {interactions.map((i, n) => {
        const type = effectTypes?.[i.effect];
        return (
          <Link key={n} href={effectHref(i.effect)} className={`badge ${type ? typeStyles[type] : 'text-bg-secondary'}`}>
            {interactionLabel(i, effectNames[i.effect])}
          </Link>
        );
      })}
    </p>
  );
}
