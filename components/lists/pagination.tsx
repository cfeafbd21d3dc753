import Link from '@/components/common/page-link';
import { pageHref } from '@/lib/queries/list';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';

/** The page numbers a pager shows: first, last, and two either side of the current one. */
export function pagerPages(page: number, count: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let n = 1; n <= count; n += 1) {
    if (n === 1 || n === count || Math.abs(n - page) <= 2) pages.push(n);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

/** Real links to every page of a canonical list, so crawlers and visitors without JavaScript reach it all. */
export function Pagination({
  route,
  page,
  count,
  noun,
}: {
  route: string;
  page: number;
  count: number;
  noun: string;
}) {
  const t = getT(useLocale(), 'pagination');
  const step = (to: number, label: string, rel: 'prev' | 'next') => (
    <li className={`page-item${to < 1 || to > count ? ' disabled' : ''}`}>
      {to < 1 || to > count ? (
        <span className="page-link">{label}</span>
      ) : (
        <Link className="page-link" href={pageHref(route, to)} rel={rel}>
          {label}
        </Link>
      )}
    </li>
  );
  return (
    <nav aria-label={t('pagesOf', { noun })} className="mt-4">
      <p className="small text-body-secondary mb-2">{t('pageOf', { page, count })}</p>
      <ul className="pagination flex-wrap">
        {step(page - 1, t('previous'), 'prev')}
        {pagerPages(page, count).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} className="page-item disabled">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={n} className={`page-item${n === page ? ' active' : ''}`}>
              <Link
                className="page-link"
                href={pageHref(route, n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('page', { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {step(page + 1, t('next'), 'next')}
      </ul>
    </nav>
  );
}
