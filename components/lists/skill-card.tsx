import { titleCase } from '@/components/common/game-style';
import { InteractionBadges } from '@/components/common/interaction-badges';
import { RichText } from '@/components/common/rich-text';
import type { Skill } from '@/lib/content';
import { EntityLinks } from './entity-links';
import type { EntityRef } from '@/lib/queries/relations';
import { EntryCard, withHistory, type CardProps } from './entry-card';
import type { RelatedContext } from '@/lib/queries/linked-list';

export interface SkillCardProps extends CardProps {
  skill: Skill & { _id: string };
  /** The characters who have it. */
  holders: readonly EntityRef[] | undefined;
}

/** A skill with its numbers, effects and the characters who have it; anchored by its id. */
export function SkillCard({ skill: s, holders, effectNames, footer }: SkillCardProps) {
  return (
    <EntryCard
      id={s._id}
      title={s.name}
      aside={
        <span
          className={`badge align-self-start ${s.kind === 'active' ? 'text-bg-primary' : 'text-bg-secondary'}`}
        >
          {titleCase(s.kind)}
        </span>
      }
      footer={footer}
    >
      <p className="small text-body-secondary mb-2">
        Area {titleCase(s.area)} · Range {s.range}
        {s.kind === 'active' && ` · Cooldown ${s.cooldown} · Cost ${s.cost}`}
      </p>
      <RichText as="p" className="mb-2" text={s.description} effectNames={effectNames} />
      <InteractionBadges interactions={s.interactions} effectNames={effectNames} />
      <EntityLinks label="Characters" items={holders} href={(id) => `/chars/${id}`} />
    </EntryCard>
  );
}

/** A skills list's card, from the list's data (lib/queries/skills.ts). */
export const skillListCard = withHistory(
  (s: Skill & { _id: string }, { related, effectNames }: RelatedContext, footer) => (
    <SkillCard skill={s} holders={related[s._id]} effectNames={effectNames} footer={footer} />
  ),
);
