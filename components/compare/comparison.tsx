import Link from '@/components/common/page-link';
import { parseLevelRank } from '@/components/character/level-rank';
import { MAX_LEVEL, MAX_RANK } from '@/lib/content/stats';
import { COMPARE_LIMIT } from '@/lib/player/compare';
import { parseCompareIds } from '@/lib/player/compare-ids';
import { getComparison } from '@/lib/queries/compare';
import { getRosterCatalog } from '@/lib/queries/roster';
import { CompareAdd } from './compare-add';
import { ComparisonTable } from './comparison-table';
import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The compare page's body, rendered on the server for each URL (`?ids=a,b&level=40&rank=3`).
 * The ids are bounded (at most four, each a valid id) before anything is read; a wrong link gets
 * a message naming the problem, never an error page.
 */
export async function Comparison({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const locale = await currentLocale();
  const t = getT(locale, 'compare');
  const addLabels = { label: t('addLabel'), placeholder: t('addPlaceholder') };
  const quote = (m: string) => (locale === 'ja' ? `「${m}」` : locale === 'es' ? `«${m}»` : `“${m}”`);
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
        <CompareAdd ids={[]} choices={choices} labels={addLabels} />
      </>
    );
  }
  const { rows, missing } = await getComparison(parsed.ids);
  const ids = rows.map((r) => r.character._id);
  return (
    <>
      {missing.length > 0 && (
        <div className="alert alert-warning" role="status">
          {`${t('missing', { names: missing.map(quote).join(', ') })}${
            rows.length > 0 ? t('othersBelow') : t('stop')
          }`}
        </div>
      )}
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        <form method="get" action="/compare" className="d-flex flex-wrap gap-2 align-items-end">
          <input type="hidden" name="ids" value={ids.join(',')} />
          {(
            [
              ['level', t('level'), MAX_LEVEL, level],
              ['rank', t('rank'), MAX_RANK, rank],
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
            {t('showStats')}
          </button>
        </form>
        {ids.length < COMPARE_LIMIT && (
          <CompareAdd ids={ids} choices={choices} at={{ level, rank }} labels={addLabels} />
        )}
      </div>
      {rows.length > 0 ? (
        <ComparisonTable rows={rows} level={level} rank={rank} />
      ) : (
        <p>
          {t('pickBefore')}
          <Link href="/chars">{t('pickLink')}</Link>
          {t('pickAfter')}
        </p>
      )}
    </>
  );
}
