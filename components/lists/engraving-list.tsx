import { titleCase } from '@/components/common/game-style';
import { RichText } from '@/components/common/rich-text';
import type { Engraving } from '@/lib/content';

/** Engravings with their category, allowed classes and per-level effects. */
export function EngravingList({
  engravings,
  effectNames,
}: {
  engravings: readonly Engraving[];
  effectNames: Readonly<Record<string, string>>;
}) {
  return (
    <ul className="list-unstyled row row-cols-1 row-cols-lg-2 g-3">
      {engravings.map((e) => (
        <li key={e._id} className="col">
          <article id={e._id} className="card h-100 lf-anchor">
            <div className="card-body">
              <div className="d-flex justify-content-between gap-2">
                <h2 className="h5 card-title mb-1">{e.name}</h2>
                <span className="badge text-bg-secondary align-self-start">{titleCase(e.category)}</span>
              </div>
              <p className="small text-body-secondary mb-2">
                {e.classes.length === 0 ? 'All classes' : e.classes.map(titleCase).join(', ')} · Max level{' '}
                {e.maxLevel}
              </p>
              <RichText as="p" className="mb-2" text={e.description} effectNames={effectNames} />
              <ol className="small mb-0 ps-3">
                {e.levels.map((text, i) => (
                  <li key={i}>
                    <RichText text={text} effectNames={effectNames} />
                  </li>
                ))}
              </ol>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
