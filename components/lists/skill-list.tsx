import { titleCase } from '@/components/common/game-style';
import { RichText } from '@/components/common/rich-text';
import type { Skill } from '@/lib/content';
import { EntityLinks } from './entity-links';
import type { EntityRef } from './relations';

export interface SkillListProps {
  skills: readonly Skill[];
  /** Skill id → characters who have it. */
  holders: ReadonlyMap<string, EntityRef[]>;
  effectNames: Readonly<Record<string, string>>;
}

/** Skills with their numbers, effects and the characters who have them; each is anchored by id. */
export function SkillList({ skills, holders, effectNames }: SkillListProps) {
  return (
    <ul className="list-unstyled row row-cols-1 row-cols-lg-2 g-3">
      {skills.map((s) => (
        <li key={s._id} className="col">
          <article id={s._id} className="card h-100 lf-anchor">
            <div className="card-body">
              <div className="d-flex justify-content-between gap-2">
                <h2 className="h5 card-title mb-1">{s.name}</h2>
                <span
                  className={`badge align-self-start ${s.kind === 'active' ? 'text-bg-primary' : 'text-bg-secondary'}`}
                >
                  {titleCase(s.kind)}
                </span>
              </div>
              <p className="small text-body-secondary mb-2">
                Area {titleCase(s.area)} · Range {s.range}
                {s.kind === 'active' && ` · Cooldown ${s.cooldown} · Cost ${s.cost}`}
              </p>
              <RichText as="p" className="mb-2" text={s.description} effectNames={effectNames} />
              <EntityLinks label="Characters" items={holders.get(s._id)} href={(id) => `/chars/${id}`} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
