import Link from '@/components/common/page-link';
import { parseLevelRank } from '@/components/character/level-rank';
import { MAX_LEVEL, MAX_RANK } from '@/lib/content/stats';
import { COMPARE_LIMIT } from '@/lib/player/compare';
import { parseCompareIds } from '@/lib/player/compare-ids';
import { getComparison } from '@/lib/queries/compare';
import { getRosterCatalog } from '@/lib/queries/roster';
import { CompareAdd } from './compare-add';
import { ComparisonTable } from './comparison-table';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The compare page's body, rendered on the server for each URL (`?ids=a,b&level=40&rank=3`).
 * The ids are bounded (at most four, each a valid id) before anything is read; a wrong link gets
 * a message naming the problem, never an error page.
 */
export async function Comparison({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const parsed = parseCompareIds(params.ids);
  const { level, rank } = parseLevelRank(params);
  const catalog = await getRosterCatalog();
  const choices = catalog.map((c) => ({ id: c._id, name: c.name }));
  if (!parsed.ok) {
    return (
      <>
        <div className="alert alert-warning" role="status">
          {parsed.message}
        </div>
        <CompareAdd ids={[]} choices={choices} />
      </>
    );
  }
  const { rows, missing } = await getComparison(parsed.ids);
  const ids = rows.map((r) => r.character._id);
  return (
    <>
      {missing.length > 0 && (
        <div className="alert alert-warning" role="status">
          {`No character ${missing.map((m) => `“${m}”`).join(', ')} on this site${
            rows.length > 0 ? '; the others are compared below.' : '.'
          }`}
        </div>
      )}
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        <form method="get" action="/compare" className="d-flex flex-wrap gap-2 align-items-end">
          <input type="hidden" name="ids" value={ids.join(',')} />
          {(
            [
              ['level', 'Level', MAX_LEVEL, level],
              ['rank', 'Rank', MAX_RANK, rank],
            ] as const
          ).map(([name, label, max, value]) => (
            <label key={name} className="form-label mb-0">
              {label}
              <input
                className="form-control form-control-sm lf-number-input"
                type="number"
                name={name}
                min={1}
                max={max}
                defaultValue={value}
              />
            </label>
          ))}
          <button type="submit" className="btn btn-sm btn-primary">
            Show stats
          </button>
        </form>
        {ids.length < COMPARE_LIMIT && <CompareAdd ids={ids} choices={choices} at={{ level, rank }} />}
      </div>
      {rows.length > 0 ? (
        <ComparisonTable rows={rows} level={level} rank={rank} />
      ) : (
        <p>
          Pick characters above, or from the <Link href="/chars">character list</Link>.
        </p>
      )}
    </>
  );
}
