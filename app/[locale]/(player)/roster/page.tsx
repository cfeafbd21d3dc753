import type { Metadata } from 'next';
import { currentLocale } from '@/lib/i18n/current';
import { localeAlternates } from '@/lib/seo/page-metadata';
import { PageHeader } from '@/components/common/page-header';
import { RosterManager } from '@/components/player/roster-manager';
import { getRosterCatalog } from '@/lib/queries/roster';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: 'Your roster',
  description:
    'Keep track of the Lanternfall characters you own, their level, rank and build, in your browser.',
  alternates: localeAlternates('/roster', await currentLocale()).alternates,
});

/** Static like every page: the character catalog is public; the roster itself loads in the browser. */
export default async function RosterPage() {
  const catalog = await getRosterCatalog();
  return (
    <>
      <PageHeader
        title="Your roster"
        icon="collection"
        lead="The characters you own, with level, rank and build. Kept in this browser; export it to keep a copy."
      />
      <RosterManager catalog={catalog} />
    </>
  );
}
