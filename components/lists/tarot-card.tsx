import { RichText } from '@/components/common/rich-text';
import type { Tarot } from '@/lib/content';
import { StatList } from './stat-list';

/** A Major Arcana card with its stats and upright and reversed effects; anchored by its id. */
export function TarotCard({
  tarot: t,
  effectNames,
}: {
  tarot: Tarot & { _id: string };
  effectNames: Readonly<Record<string, string>>;
}) {
  return (
    <article id={t._id} className="card h-100 lf-anchor">
      <div className="card-body">
        <h2 className="h5 card-title">
          <span className="badge text-bg-dark me-2">{t.numeral}</span>
          {t.name}
        </h2>
        <StatList stats={t.stats} />
        <p className="mb-1">
          <i className="bi bi-arrow-up-circle me-1" aria-hidden="true" />
          <span className="fw-semibold">Upright — {t.upright.name}: </span>
          <RichText text={t.upright.description} effectNames={effectNames} />
        </p>
        <p className="mb-2">
          <i className="bi bi-arrow-down-circle me-1" aria-hidden="true" />
          <span className="fw-semibold">Reversed — {t.reversed.name}: </span>
          <RichText text={t.reversed.description} effectNames={effectNames} />
        </p>
        <p className="small fst-italic text-body-secondary mb-0">{t.lore}</p>
      </div>
    </article>
  );
}
