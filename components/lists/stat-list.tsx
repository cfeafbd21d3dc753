// From its own module, not the schemas': cards are drawn in the browser too.
import { statLabels, statNames, type StatName } from '@/lib/content/stat-names';

/** Stat bonuses as a compact definition list; missing stats are skipped. */
export function StatList({ stats }: { stats: Partial<Record<StatName, number>> }) {
  const present = statNames.filter((n) => stats[n] !== undefined);
  if (present.length === 0) return null;
  return (
    <dl className="row row-cols-auto g-2 small mb-2 mx-0">
      {present.map((n) => (
        <div key={n} className="col ps-0">
          <dt className="d-inline fw-normal text-body-secondary">{statLabels[n]} </dt>
          <dd className="d-inline fw-semibold mb-0">{stats[n]}</dd>
        </div>
      ))}
    </dl>
  );
}
