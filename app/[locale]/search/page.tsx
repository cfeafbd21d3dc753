import type { Metadata } from 'next';
import { PageHeader } from '@/components/common/page-header';
import { SearchForm } from '@/components/common/search-form';
import { SearchResultList } from '@/components/search/search-result-list';
import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';
import { searchCodex } from '@/lib/queries/search';
import { normalizeQuery } from '@/lib/search/types';

/**
 * Rendered per request and never cached: the page reads the query string, and any query string
 * is possible, so a cache of it could be grown without bound. `instant = false` lets it render
 * whole on the server (no Suspense fallback), so the results are in the HTML without JavaScript.
 */
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = getT(await currentLocale(), 'search');
  return { title: t('title'), description: t('description'), robots: { index: false, follow: true } };
}

interface Props {
  searchParams: Promise<{ q?: string | string[] }>;
}

export default async function SearchPage({ searchParams }: Props) {
  const locale = await currentLocale();
  const results = await searchCodex(normalizeQuery((await searchParams).q), locale);
  const t = getT(locale, 'search');
  return (
    <>
      <PageHeader title={t('title')} icon="search" lead={t('lead')} />
      <div className="mb-4 lf-narrow">
        <SearchForm defaultValue={results.query} />
      </div>
      <SearchResultList results={results} />
    </>
  );
}
