import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/common/page-header';
import { Pagination } from '@/components/lists/pagination';
import { changelogPages } from '@/lib/queries/changelog-pages';
import { getChangelog } from '@/lib/queries/history';
import { pageHref, parsePage } from '@/lib/queries/list';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { Changelog } from './changelog';

const route = '/changelog';
const title = 'Changelog';
const description =
  'What changed in the Lanternfall wiki, patch by patch: every stat, skill and tier change with the reason.';

/** Every page's metadata, with the Atom feed named beside it. */
function metadata(page: number, count: number): Metadata {
  const meta = pageMetadata(
    page === 1
      ? { title, description, path: route }
      : {
          title: `${title}, page ${page} of ${count}`,
          description: `${description} Page ${page} of ${count}.`,
          path: pageHref(route, page),
        },
  );
  return { ...meta, alternates: { ...meta.alternates, types: { 'application/atom+xml': '/changelog.xml' } } };
}

const pages = async () => changelogPages(await getChangelog());

interface PageProps {
  params: Promise<{ n: string }>;
}

/** A page number from the route, or undefined: /changelog/page/1 is /changelog itself. */
async function pageNumber(params: PageProps['params']): Promise<number | undefined> {
  const page = parsePage((await params).n);
  return page === 1 ? undefined : page;
}

/** One page of the changelog, newest first, with real links to the others. */
async function ChangelogPage({ page }: { page: number | undefined }) {
  const all = await pages();
  const versions = page === undefined ? undefined : all[page - 1];
  if (!versions) notFound();
  return (
    <>
      <PageHeader
        title={title}
        icon="clock-history"
        lead={
          <>
            Every change to the wiki, grouped by game version. Follow it with the{' '}
            <a href="/changelog.xml">Atom feed</a>.
          </>
        }
      />
      <Changelog versions={versions} />
      {all.length > 1 && <Pagination route={route} page={page!} count={all.length} noun="changes" />}
    </>
  );
}

export const changelogRoutes = {
  metadata: metadata(1, 1),
  FirstPage: () => <ChangelogPage page={1} />,
  async generateStaticParams(): Promise<{ n: string }[]> {
    const count = (await pages()).length;
    // Cache Components wants at least one sample; with one page, page 2 is a prerendered 404.
    return Array.from({ length: Math.max(1, count - 1) }, (_, i) => ({ n: String(i + 2) }));
  },
  async generateMetadata({ params }: PageProps): Promise<Metadata> {
    const page = await pageNumber(params);
    const count = (await pages()).length;
    if (page === undefined || page > count) notFound();
    return metadata(page, count);
  },
  OtherPage: async ({ params }: PageProps) => <ChangelogPage page={await pageNumber(params)} />,
};
