import { titleCase } from '@/components/common/game-style';
import { RichText } from '@/components/common/rich-text';
import type { Effect } from '@/lib/content';
import { EntityLinks } from './entity-links';
import type { EntityRef } from './relations';

const typeBadge: Record<Effect['type'], string> = {
  buff: 'text-bg-success',
  debuff: 'text-bg-danger',
  control: 'text-bg-warning',
};

export interface EffectListProps {
  effects: readonly Effect[];
  /** Effect id → skills that apply it. */
  skills: ReadonlyMap<string, EntityRef[]>;
  /** Effect id → enemies whose skills apply it. */
  enemies: ReadonlyMap<string, EntityRef[]>;
  effectNames: Readonly<Record<string, string>>;
}

/** Status effects, each anchored by its id (the target of `[[effect-id]]` links). */
export function EffectList({ effects, skills, enemies, effectNames }: EffectListProps) {
  return (
    <ul className="list-unstyled row row-cols-1 row-cols-lg-2 g-3">
      {effects.map((e) => (
        <li key={e._id} className="col">
          <article id={e._id} className="card h-100 lf-anchor">
            <div className="card-body">
              <div className="d-flex justify-content-between gap-2">
                <h2 className="h5 card-title mb-1">{e.name}</h2>
                <span className={`badge align-self-start ${typeBadge[e.type]}`}>{titleCase(e.type)}</span>
              </div>
              <p className="small text-body-secondary mb-2">
                {e.duration === 0 ? 'Until removed' : `${e.duration} turn${e.duration === 1 ? '' : 's'}`} ·
                Stacking {e.stacking === 'none' ? 'refreshes' : `by ${e.stacking}`} (max {e.maxStacks}) ·{' '}
                {e.dispellable ? 'Dispellable' : 'Not dispellable'}
              </p>
              <RichText as="p" className="mb-2" text={e.description} effectNames={effectNames} />
              <EntityLinks
                label="Applied by skills"
                items={skills.get(e._id)}
                href={(id) => `/skills#${id}`}
                empty="none"
              />
              <EntityLinks
                label="Applied by enemies"
                items={enemies.get(e._id)}
                href={(id) => `/enemies#${id}`}
                empty="none"
              />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
