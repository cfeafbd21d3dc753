import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/common/page-header';
import { Comparison } from '@/components/compare/comparison';
import { parseLevelRank } from '@/components/character/level-rank';
import { compareImageHref } from '@/lib/player/compare';
import { parseCompareIds } from '@/lib/player/compare-ids';
import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The page is rendered on the server for each URL, so the og:image a crawler reads is built from
 * the same ids, level and rank as the table it reads, and the image route draws exactly those.
 */
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const params = await searchParams;
  const parsed = parseCompareIds(params.ids);
  const image = parsed.ok ? compareImageHref(parsed.ids, parseLevelRank(params)) : undefined;
  const t = getT(await currentLocale(), 'compare');
  return {
    title: t('title'),
    description: t('description'),
    robots: { index: false },
    openGraph: image ? { images: [{ url: image, width: 1200, height: 630 }] } : undefined,
    twitter: { card: 'summary_large_image' },
  };
}

/**
 * Rendered on the server for each URL: the header is static, the comparison streams in the same
 * response from cached reads. The ids are bounded before anything is read.
 */
export default async function ComparePage({ searchParams }: { searchParams: SearchParams }) {
  const t = getT(await currentLocale(), 'compare');
  return (
    <>
      <PageHeader title={t('title')} icon="layout-three-columns" lead={t('lead')} />
      <Suspense fallback={<p className="text-body-secondary">{t('loading')}</p>}>
        <Comparison searchParams={searchParams} />
      </Suspense>
    </>
  );
}
