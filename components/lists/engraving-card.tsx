import { InteractionBadges } from '@/components/common/interaction-badges';
import { RichText } from '@/components/common/rich-text';
import type { Engraving } from '@/lib/content';
import { BuildUsersFooter } from './build-users-footer';
import { EntryCard, type CardProps } from './entry-card';
import type { RelatedContext } from '@/lib/queries/linked-list';
import { fill } from '@/lib/i18n/fill';
import type { EngravingCardWords } from '@/lib/i18n/words';

/** An engraving with its category, allowed classes and per-level effects; anchored by its id. */
export function EngravingCard({
  engraving: e,
  effectNames,
  words,
  footer,
}: CardProps & { engraving: Engraving & { _id: string }; words: EngravingCardWords }) {
  const classWord = (c: Engraving['classes'][number]) => words.classes[c];
  return (
    <EntryCard
      id={e._id}
      title={e.name}
      aside={
        <span className="badge text-bg-secondary align-self-start">
          {words.engravingCategories[e.category]}
        </span>
      }
      footer={footer}
    >
      <p className="small text-body-secondary mb-2">
        {e.classes.length === 0 ? words.allClasses : e.classes.map(classWord).join(words.listJoin)} ·{' '}
        {fill(words.maxLevel, { level: e.maxLevel })}
      </p>
      <RichText as="p" className="mb-2" text={e.description} effectNames={effectNames} />
      <ol className="small mb-0 ps-3">
        {e.levels.map((text, i) => (
          <li key={i}>
            <RichText text={text} effectNames={effectNames} />
          </li>
        ))}
      </ol>
      <InteractionBadges
        interactions={e.interactions}
        effectNames={effectNames}
        words={words.interactions}
        className="mt-2"
      />
    </EntryCard>
  );
}

/** An engravings list's card, from the list's data (lib/queries/engravings.ts). */
export function engravingListCard(
  e: Engraving & { _id: string },
  context: RelatedContext<EngravingCardWords>,
) {
  return (
    <EngravingCard
      engraving={e}
      effectNames={context.effectNames}
      words={context.words}
      footer={<BuildUsersFooter entry={e} context={context} />}
    />
  );
}
