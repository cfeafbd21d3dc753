import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageHeader } from '@/components/common/page-header';
import { Changelog } from '@/components/history/changelog';
import { getChangelog } from '@/lib/queries/history';

const page = pageMetadata({
  title: 'Changelog',
  description:
    'What changed in the Lanternfall wiki, patch by patch: every stat, skill and tier change with the reason.',
  path: '/changelog',
});

export const metadata: Metadata = {
  ...page,
  alternates: { ...page.alternates, types: { 'application/atom+xml': '/changelog.xml' } },
};

export default async function ChangelogPage() {
  const versions = await getChangelog();
  return (
    <>
      <PageHeader
        title="Changelog"
        icon="clock-history"
        lead={
          <>
            Every change to the wiki, grouped by game version. Follow it with the{' '}
            <a href="/changelog.xml">Atom feed</a>.
          </>
        }
      />
      <Changelog versions={versions} />
    </>
  );
}
