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
 * entry ("applies Blind · 50% · 1 turn · enemies"), each linking to the effect's page.
 */
export function InteractionBadges({ interactions, effectNames, effectTypes, className = '' }: InteractionBadgesProps) {
  if (interactions.length === 0) return null;
  return (
    <ul className={`list-unstyled d-flex flex-wrap gap-1 mb-2 ${className}`} aria-label="Effects">
      {interactions.map((i) => {
        const type = effectTypes?.[i.effect];
        return (
          <li key={`${i.relation}-${i.effect}`}>
            <Link
              href={effectHref(i.effect)}
              className={`badge text-wrap text-start text-decoration-none ${type ? typeStyles[type] : 'text-bg-secondary'}`}
              data-relation={i.relation}
            >
              {interactionLabel(i, effectNames[i.effect])}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
