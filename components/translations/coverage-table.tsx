import Link from '@/components/common/page-link';
import { useLocale } from '#i18n/use-locale';
import { coverageShare } from '@/lib/content/i18n';
import { getT } from '@/lib/i18n/messages';
import { kindRoute } from '@/lib/kinds/registry';
import type { LocaleCoverage } from '@/lib/queries/translation-coverage';

/** A language's name in the page's language, capitalised as a heading (Spanish writes "japonés"). */
function languageName(language: string, pageLocale: string): string {
  const name = new Intl.DisplayNames(pageLocale, { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(pageLocale) + name.slice(1);
}

/** One language's coverage under its name: a row per collection and the total, in the page's language. */
export function CoverageTable({ coverage }: { coverage: LocaleCoverage }) {
  const locale = useLocale();
  const t = getT(locale, 'translations');
  const kind = getT(locale, 'kinds');
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const cells = (row: LocaleCoverage['total']) => (
    <>
      <td className="text-end text-nowrap">
        {number.format(row.translated)} / {number.format(row.required)}
      </td>
      <td className="text-end">{percent.format(coverageShare(row.translated, row.required))}</td>
      <td className={`text-end${row.stale > 0 ? ' text-warning-emphasis fw-semibold' : ''}`}>
        {number.format(row.stale)}
      </td>
      <td className="text-end">{number.format(row.fallBack)}</td>
    </>
  );
  const headingId = `coverage-${coverage.locale}`;
  return (
    <>
      <h2 id={headingId} className="h4">
        {languageName(coverage.locale, locale)}
      </h2>
      <div className="table-responsive">
        <table className="table table-sm align-middle" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('collection')}</th>
              <th scope="col" className="text-end">
                {t('translated')}
              </th>
              <th scope="col" className="text-end">
                {t('share')}
              </th>
              <th scope="col" className="text-end">
                {t('stale')}
              </th>
              <th scope="col" className="text-end">
                {t('fallBack')}
              </th>
            </tr>
          </thead>
          <tbody>
            {coverage.rows.map((row) => (
              <tr key={row.collection}>
                <th scope="row" className="fw-normal">
                  <Link href={kindRoute(row.collection)}>{kind(row.collection)}</Link>
                </th>
                {cells(row)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="fw-semibold">
              <th scope="row">{t('total')}</th>
              {cells(coverage.total)}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
