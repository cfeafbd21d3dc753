import { InteractionBadges } from '@/components/common/interaction-badges';
import { RichText } from '@/components/common/rich-text';
import type { Skill } from '@/lib/content';
import { fill } from '@/lib/i18n/fill';
import type { SkillCardWords } from '@/lib/i18n/words';
import { EntityLinks } from './entity-links';
import type { EntityRef } from '@/lib/queries/relations';
import { EntryCard, withHistory, type CardProps } from './entry-card';
import type { RelatedContext } from '@/lib/queries/linked-list';

export interface SkillCardProps extends CardProps {
  skill: Skill & { _id: string };
  /** The characters who have it. */
  holders: readonly EntityRef[] | undefined;
  /** The card's words in the page's language. */
  words: SkillCardWords;
}

/** A skill with its numbers, effects and the characters who have it; anchored by its id. */
export function SkillCard({ skill: s, holders, effectNames, words, footer }: SkillCardProps) {
  const facts = {
    area: words.areas[s.area],
    range: s.range,
    cooldown: s.cooldown,
    cost: s.cost,
  };
  return (
    <EntryCard
      id={s._id}
      title={s.name}
      aside={
        <span
          className={`badge align-self-start ${s.kind === 'active' ? 'text-bg-primary' : 'text-bg-secondary'}`}
        >
          {words.skillKinds[s.kind]}
        </span>
      }
      footer={footer}
    >
      <p className="small text-body-secondary mb-2">
        {fill(s.kind === 'active' ? words.activeFacts : words.passiveFacts, facts)}
      </p>
      <RichText as="p" className="mb-2" text={s.description} effectNames={effectNames} />
      <InteractionBadges interactions={s.interactions} effectNames={effectNames} words={words.interactions} />
      <EntityLinks
        label={words.holders}
        items={holders}
        href={(id) => `/chars/${id}`}
        empty={words.noneYet}
      />
    </EntryCard>
  );
}

/** A skills list's card, from the list's data (lib/queries/skills.ts). */
export const skillListCard = withHistory(
  (s: Skill & { _id: string }, { related, effectNames, words }: RelatedContext<SkillCardWords>, footer) => (
    <SkillCard skill={s} holders={related[s._id]} effectNames={effectNames} words={words} footer={footer} />
  ),
);
