import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/common/page-header';
import { Comparison } from '@/components/compare/comparison';
import { parseCompareIds } from '@/lib/player/compare-ids';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const parsed = parseCompareIds((await searchParams).ids);
  const image = parsed.ok ? `/compare/image?ids=${parsed.ids.join(',')}` : undefined;
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
