import type { ReactNode } from 'react';
import { InteractionBadges } from '@/components/common/interaction-badges';
import { RichText } from '@/components/common/rich-text';
import type { Tarot } from '@/lib/content';
import { StatList } from './stat-list';
import { Icon } from '@/components/common/icon';
import { BuildUsersFooter } from './build-users-footer';
import type { UsersContext } from '@/lib/queries/tarots';
import { EntryCard } from './entry-card';

/** A Major Arcana card with its stats and upright and reversed effects; anchored by its id. */
export function TarotCard({
  tarot: t,
  effectNames,
  footer,
}: {
  tarot: Tarot & { _id: string };
  effectNames: Readonly<Record<string, string>>;
  /** Shown at the foot of the card (its verified stamp and history). */
  footer?: ReactNode;
}) {
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
      <StatList stats={t.stats} />
      <p className="mb-1">
        <Icon name="arrow-up-circle" className="me-1" />
        <span className="fw-semibold">Upright — {t.upright.name}: </span>
        <RichText text={t.upright.description} effectNames={effectNames} />
      </p>
      <InteractionBadges interactions={t.upright.interactions} effectNames={effectNames} />
      <p className="mb-2">
        <Icon name="arrow-down-circle" className="me-1" />
        <span className="fw-semibold">Reversed — {t.reversed.name}: </span>
        <RichText text={t.reversed.description} effectNames={effectNames} />
      </p>
      <InteractionBadges interactions={t.reversed.interactions} effectNames={effectNames} />
      <p className="small fst-italic text-body-secondary mb-0">{t.lore}</p>
    </EntryCard>
  );
}

/** A tarots list's card, from the list's data (lib/queries/tarots.ts). */
export function tarotListCard(t: Tarot & { _id: string }, context: UsersContext) {
  return (
    <TarotCard
      tarot={t}
      effectNames={context.effectNames}
      footer={<BuildUsersFooter entry={t} context={context} />}
    />
  );
}
