import { InteractionBadges } from '@/components/common/interaction-badges';
import { RichText } from '@/components/common/rich-text';
import type { Trait } from '@/lib/content';
import type { TraitCardWords } from '@/lib/i18n/words';
import { EntityLinks } from './entity-links';
import type { EntityRef } from '@/lib/queries/relations';
import { EntryCard, withHistory, type CardProps } from './entry-card';
import type { RelatedContext } from '@/lib/queries/linked-list';

export interface TraitCardProps extends CardProps {
  trait: Trait & { _id: string };
  /** The characters who have it. */
  holders: readonly EntityRef[] | undefined;
  /** The card's words in the page's language. */
  words: TraitCardWords;
}

/** A trait with its category and the characters who have it; anchored by its id. */
export function TraitCard({ trait: t, holders, effectNames, words, footer }: TraitCardProps) {
  return (
    <EntryCard
      id={t._id}
      title={t.name}
      aside={
        <span className="badge text-bg-secondary align-self-start">{words.traitCategories[t.category]}</span>
      }
      footer={footer}
    >
      <RichText as="p" className="mb-2" text={t.description} effectNames={effectNames} />
      <InteractionBadges interactions={t.interactions} effectNames={effectNames} words={words.interactions} />
      <EntityLinks
        label={words.holders}
        items={holders}
        href={(id) => `/chars/${id}`}
        empty={words.noneYet}
      />
    </EntryCard>
  );
}

/** A traits list's card, from the list's data (lib/queries/traits.ts). */
export const traitListCard = withHistory(
  (t: Trait & { _id: string }, { related, effectNames, words }: RelatedContext<TraitCardWords>, footer) => (
    <TraitCard trait={t} holders={related[t._id]} effectNames={effectNames} words={words} footer={footer} />
  ),
);
