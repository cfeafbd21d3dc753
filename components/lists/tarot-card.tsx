import { EnglishMark, isEnglish } from '@/components/common/english-mark';
import { InteractionBadges } from '@/components/common/interaction-badges';
import { RichText } from '@/components/common/rich-text';
import type { Tarot } from '@/lib/content';
import { StatList } from './stat-list';
import { Icon } from '@/components/common/icon';
import type { IconName } from '@/lib/config/icon-names';
import { BuildUsersFooter } from './build-users-footer';
import { EntryCard, type CardProps } from './entry-card';
import type { RelatedContext } from '@/lib/queries/linked-list';
import type { InteractionWords, TarotCardWords } from '@/lib/i18n/words';

/** One way a tarot can be drawn: its name, what it does and the effects it touches. */
function TarotFace({
  label,
  icon,
  face,
  effectNames,
  words,
  className,
}: {
  label: string;
  icon: IconName;
  face: Tarot['upright'];
  effectNames: CardProps['effectNames'];
  words: InteractionWords;
  className: string;
}) {
  return (
    <>
      <p className={className}>
        <Icon name={icon} className="me-1" />
        <span className="fw-semibold">{`${label} — ${face.name}: `}</span>
        <RichText text={face.description} effectNames={effectNames} />
      </p>
      <InteractionBadges interactions={face.interactions} effectNames={effectNames} words={words} />
    </>
  );
}

/** A Major Arcana card with its stats and upright and reversed effects; anchored by its id. */
export function TarotCard({
  tarot: t,
  effectNames,
  words,
  footer,
}: CardProps & { tarot: Tarot & { _id: string }; words: TarotCardWords }) {
  return (
    <EntryCard
      id={t._id}
      title={
        <>
          <span className="badge text-bg-dark me-2">{t.numeral}</span>
          {t.name}
        </>
      }
      footer={footer}
    >
      <StatList stats={t.stats} labels={words.stats} />
      <TarotFace
        label={words.upright}
        icon="arrow-up-circle"
        face={t.upright}
        effectNames={effectNames}
        words={words.interactions}
        className="mb-1"
      />
      <TarotFace
        label={words.reversed}
        icon="arrow-down-circle"
        face={t.reversed}
        effectNames={effectNames}
        words={words.interactions}
        className="mb-2"
      />
      {isEnglish(t, 'lore') ? (
        <p className="small fst-italic text-body-secondary mb-0" lang="en">
          {t.lore}
          <EnglishMark title={words.untranslated} />
        </p>
      ) : (
        <p className="small fst-italic text-body-secondary mb-0">{t.lore}</p>
      )}
    </EntryCard>
  );
}

/** A tarots list's card, from the list's data (lib/queries/tarots.ts). */
export function tarotListCard(t: Tarot & { _id: string }, context: RelatedContext<TarotCardWords>) {
  return (
    <TarotCard
      tarot={t}
      effectNames={context.effectNames}
      words={context.words}
      footer={<BuildUsersFooter entry={t} context={context} />}
    />
  );
}
