import type { Metadata } from 'next';
import { PageHeader } from '@/components/common/page-header';
import { SearchForm } from '@/components/common/search-form';
import { SearchResultList } from '@/components/search/search-result-list';
import { currentLocale } from '@/lib/i18n/current';
import { searchCodex } from '@/lib/queries/search';
import { normalizeQuery } from '@/lib/search/types';

/**
 * Rendered per request and never cached: the page reads the query string, and any query string
 * is possible, so a cache of it could be grown without bound. `instant = false` lets it render
 * whole on the server (no Suspense fallback), so the results are in the HTML without JavaScript.
 */
export const instant = false;

export const metadata: Metadata = {
  title: 'Search',
  description: 'Search every character, skill, trait, effect, gear, tarot, engraving, event and enemy.',
  robots: { index: false, follow: true },
};

interface Props {
  searchParams: Promise<{ q?: string | string[] }>;
}

export default async function SearchPage({ searchParams }: Props) {
  const results = await searchCodex(normalizeQuery((await searchParams).q), await currentLocale());
  return (
    <>
      <PageHeader
        title="Search"
        icon="search"
        lead="Characters, skills, traits, effects, gear, tarots, engravings, events and enemies: by name, nickname, a near spelling, or a question such as “what removes burn”."
      />
      <div className="mb-4 lf-narrow">
        <SearchForm defaultValue={results.query} />
      </div>
      <SearchResultList results={results} />
    </>
  );
}
