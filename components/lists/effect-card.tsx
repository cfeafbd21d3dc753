import { titleCase } from '@/components/common/game-style';
import { RichText } from '@/components/common/rich-text';
import type { Effect } from '@/lib/content';
import { EntityLinks } from './entity-links';
import type { EntityRef } from '@/lib/queries/relations';

const typeBadge: Record<Effect['type'], string> = {
  buff: 'text-bg-success',
  debuff: 'text-bg-danger',
  control: 'text-bg-warning',
};

export interface EffectCardProps {
  effect: Effect & { _id: string };
  /** The skills that apply it. */
  skills: readonly EntityRef[] | undefined;
  /** The enemies whose skills apply it. */
  enemies: readonly EntityRef[] | undefined;
  effectNames: Readonly<Record<string, string>>;
}

/** A status effect, anchored by its id (the target of `[[effect-id]]` links). */
export function EffectCard({ effect: e, skills, enemies, effectNames }: EffectCardProps) {
  return (
    <article id={e._id} className="card h-100 lf-anchor">
      <div className="card-body">
        <div className="d-flex justify-content-between gap-2">
          <h2 className="h5 card-title mb-1">{e.name}</h2>
          <span className={`badge align-self-start ${typeBadge[e.type]}`}>{titleCase(e.type)}</span>
        </div>
        <p className="small text-body-secondary mb-2">
          {e.duration === 0 ? 'Until removed' : `${e.duration} turn${e.duration === 1 ? '' : 's'}`} · Stacking{' '}
          {e.stacking === 'none' ? 'refreshes' : `by ${e.stacking}`} (max {e.maxStacks}) ·{' '}
          {e.dispellable ? 'Dispellable' : 'Not dispellable'}
        </p>
        <RichText as="p" className="mb-2" text={e.description} effectNames={effectNames} />
        <EntityLinks label="Applied by skills" items={skills} href={(id) => `/skills#${id}`} empty="none" />
        <EntityLinks
          label="Applied by enemies"
          items={enemies}
          href={(id) => `/enemies#${id}`}
          empty="none"
        />
      </div>
    </article>
  );
}
