import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/common/page-header';
import { Comparison } from '@/components/compare/comparison';
import { parseLevelRank } from '@/components/character/level-rank';
import { compareImageHref } from '@/lib/player/compare';
import { parseCompareIds } from '@/lib/player/compare-ids';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The page is rendered on the server for each URL, so the og:image a crawler reads is built from
 * the same ids, level and rank as the table it reads, and the image route draws exactly those.
 */
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const params = await searchParams;
  const parsed = parseCompareIds(params.ids);
  const image = parsed.ok ? compareImageHref(parsed.ids, parseLevelRank(params)) : undefined;
  return {
    title: 'Compare characters',
    description:
      'Up to four Lanternfall characters side by side: stats, skills, traits, tier placements and builds.',
    robots: { index: false },
    openGraph: image ? { images: [{ url: image, width: 1200, height: 630 }] } : undefined,
    twitter: { card: 'summary_large_image' },
  };
}

/**
 * Rendered on the server for each URL: the header is static, the comparison streams in the same
 * response from cached reads. The ids are bounded before anything is read.
 */
export default function ComparePage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <>
      <PageHeader
        title="Compare characters"
        icon="layout-three-columns"
        lead="Up to four characters side by side: stats at a level and rank, skills, traits, tiers and builds."
      />
      <Suspense fallback={<p className="text-body-secondary">Loading the comparison…</p>}>
        <Comparison searchParams={searchParams} />
      </Suspense>
    </>
  );
}
