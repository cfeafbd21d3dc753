import type { ReactNode } from 'react';
import { titleCase } from '@/components/common/game-style';
import { RichText } from '@/components/common/rich-text';
import type { Effect, EffectRelation } from '@/lib/content';
import type { EffectRelations } from '@/lib/queries/effect-relations';
import { EffectRelationsView } from './effect-relations';
import { EntryHistory } from '@/components/history/entry-history';
import type { EffectsContext } from '@/lib/queries/effects';

const typeBadge: Record<Effect['type'], string> = {
  buff: 'text-bg-success',
  debuff: 'text-bg-danger',
  control: 'text-bg-warning',
};

export interface EffectCardProps {
  effect: Effect & { _id: string };
  /** What applies, removes, resists and benefits from it. */
  relations: EffectRelations | undefined;
  effectNames: Readonly<Record<string, string>>;
  /** Shown at the foot of the card (its verified stamp and history). */
  footer?: ReactNode;
  /** How many there are of each relation, when `relations` names only the first few. */
  relationTotals?: Partial<Record<EffectRelation, number>>;
}

/** A status effect, anchored by its id (the target of `[[effect-id]]` links). */
export function EffectCard({ effect: e, relations, effectNames, footer, relationTotals }: EffectCardProps) {
  return (
    <article id={e._id} className="card h-100 lf-anchor">
      <div className="card-body">
        <div className="d-flex justify-content-between gap-2">
          <h2 className="h5 card-title mb-1">{e.name}</h2>
          <span className={`badge align-self-start ${typeBadge[e.type]}`}>{titleCase(e.type)}</span>
        </div>
        {/* One string: each text piece of its own would cost a marker in the HTML. */}
        <p className="small text-body-secondary mb-2">
          {`${e.duration === 0 ? 'Until removed' : `${e.duration} turn${e.duration === 1 ? '' : 's'}`} · Stacking ${
            e.stacking === 'none' ? 'refreshes' : `by ${e.stacking}`
          } (max ${e.maxStacks}) · ${e.dispellable ? 'Dispellable' : 'Not dispellable'}`}
        </p>
        <RichText as="p" className="mb-2" text={e.description} effectNames={effectNames} />
        <EffectRelationsView relations={relations} totals={relationTotals} />
        {footer}
      </div>
    </article>
  );
}

/** An effects list's card, from the list's data (lib/queries/effects.ts). */
export function effectListCard(
  e: Effect & { _id: string },
  { relations, relationTotals, effectNames, history }: EffectsContext,
) {
  return (
    <EffectCard
      effect={e}
      relations={relations[e._id]}
      effectNames={effectNames}
      relationTotals={relationTotals[e._id]}
      footer={<EntryHistory verified={e.verified} entries={history[e._id]} />}
    />
  );
}
