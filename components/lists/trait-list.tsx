import { titleCase } from '@/components/common/game-style';
import { RichText } from '@/components/common/rich-text';
import type { Trait } from '@/lib/content';
import { EntityLinks } from './entity-links';
import type { EntityRef } from './relations';

export interface TraitListProps {
  traits: readonly Trait[];
  holders: ReadonlyMap<string, EntityRef[]>;
  effectNames: Readonly<Record<string, string>>;
}

/** Traits with their category and the characters who have them. */
export function TraitList({ traits, holders, effectNames }: TraitListProps) {
  return (
    <ul className="list-unstyled row row-cols-1 row-cols-lg-2 g-3">
      {traits.map((t) => (
        <li key={t._id} className="col">
          <article id={t._id} className="card h-100 lf-anchor">
            <div className="card-body">
              <div className="d-flex justify-content-between gap-2">
                <h2 className="h5 card-title mb-1">{t.name}</h2>
                <span className="badge text-bg-secondary align-self-start">{titleCase(t.category)}</span>
              </div>
              <RichText as="p" className="mb-2" text={t.description} effectNames={effectNames} />
              <EntityLinks label="Characters" items={holders.get(t._id)} href={(id) => `/chars/${id}`} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
