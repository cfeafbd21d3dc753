import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/common/page-header';
import { Pagination } from '@/components/lists/pagination';
import { changelogPages, CHANGELOG_PAGE_WEIGHT, recentChangesWeight } from '@/lib/queries/changelog-pages';
import { getHistoryNames } from '@/lib/queries/history-names';
import { getChangelog, getRecentChanges, RECENT_LIMIT } from '@/lib/queries/history';
import { cache } from 'react';
import { otherPageNumber, otherPageParams, pageHref } from '@/lib/queries/list';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { Changelog } from './changelog';
import { RecentChanges } from './recent-changes';
import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';

const route = '/changelog';

/** Every page's metadata, with the Atom feed named beside it. */
async function metadata(page: number, count: number): Promise<Metadata> {
  const t = getT(await currentLocale(), 'history');
  const [title, description] = [t('changelogTitle'), t('changelogDescription')];
  const meta = await pageMetadata(
    page === 1
      ? { title, description, path: route }
      : {
          title: t('changelogPageTitle', { page, count }),
          description: `${description} ${t('pageOf', { page, count })}`,
          path: pageHref(route, page),
        },
  );
  return { ...meta, alternates: { ...meta.alternates, types: { 'application/atom+xml': '/changelog.xml' } } };
}

/**
 * The changelog's pages, once per request (a page and its metadata both need them); the first
 * page's budget leaves room for its "Recent changes".
 */
const pages = cache(async () =>
  changelogPages(await getChangelog(), CHANGELOG_PAGE_WEIGHT, recentChangesWeight(RECENT_LIMIT)),
);

interface PageProps {
  params: Promise<{ n: string }>;
}

/** One page of the changelog, newest first, with real links to the others. */
async function ChangelogPage({ page }: { page: number | undefined }) {
  const locale = await currentLocale();
  const [all, recent, names] = await Promise.all([
    pages(),
    page === 1 ? getRecentChanges() : [],
    getHistoryNames(locale),
  ]);
  const t = getT(locale, 'history');
  const versions = page === undefined ? undefined : all[page - 1];
  if (!versions) notFound();
  return (
    <>
      <PageHeader
        title={t('changelogTitle')}
        icon="clock-history"
        lead={
          <>
            {t('leadBefore')}
            <a href="/changelog.xml">{t('atomFeed')}</a>
            {t('leadAfter')}
          </>
        }
      />
      <RecentChanges entries={recent} names={names} />
      <Changelog versions={versions} names={names} />
      {all.length > 1 && <Pagination route={route} page={page!} count={all.length} noun={t('noun')} />}
    </>
  );
}

export const changelogRoutes = {
  firstMetadata: () => metadata(1, 1),
  FirstPage: () => <ChangelogPage page={1} />,
  generateStaticParams: async () => otherPageParams((await pages()).length),
  async generateMetadata({ params }: PageProps): Promise<Metadata> {
    const page = otherPageNumber((await params).n);
    const count = (await pages()).length;
    if (page === undefined || page > count) notFound();
    return metadata(page, count);
  },
  OtherPage: async ({ params }: PageProps) => <ChangelogPage page={otherPageNumber((await params).n)} />,
};
