// From its own module, not the schemas': cards are drawn in the browser too.
import { statLabels, statNames, type StatName } from '@/lib/content/stat-names';
import type { Terms } from '@/lib/i18n/words';

/**
 * Stat bonuses as a compact definition list; missing stats are skipped. Its terms and values are
 * styled by `.lf-stats` (app/globals.css), not per element: a gear or tarot list repeats it 30 times.
 */
export function StatList({
  stats,
  labels = statLabels,
}: {
  stats: Partial<Record<StatName, number>>;
  /** The stats' names in the page's language (the catalogs' `stats`). */
  labels?: Terms;
}) {
  const present = statNames.filter((n) => stats[n] !== undefined);
  if (present.length === 0) return null;
  return (
    <dl className="row row-cols-auto g-2 small mb-2 mx-0 lf-stats">
      {present.map((n) => (
        <div key={n} className="col ps-0">
          <dt>{labels[n] ?? statLabels[n]} </dt>
          <dd>{stats[n]}</dd>
        </div>
      ))}
    </dl>
  );
}
