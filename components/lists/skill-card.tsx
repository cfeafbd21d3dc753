import { titleCase } from '@/components/common/game-style';
import { InteractionBadges } from '@/components/common/interaction-badges';
import { RichText } from '@/components/common/rich-text';
import type { Skill } from '@/lib/content';
import { EntityLinks } from './entity-links';
import type { EntityRef } from '@/lib/queries/relations';
import { EntryHistory } from '@/components/history/entry-history';
import type { HoldersContext } from '@/lib/queries/skills';
import { EntryCard, type CardProps } from './entry-card';

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
export function skillListCard(s: Skill & { _id: string }, { holders, effectNames, history }: HoldersContext) {
  return (
    <SkillCard
      skill={s}
      holders={holders[s._id]}
      effectNames={effectNames}
      footer={<EntryHistory verified={s.verified} entries={history[s._id]} />}
    />
  );
}
