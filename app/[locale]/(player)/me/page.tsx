import type { Metadata } from 'next';
import { currentLocale } from '@/lib/i18n/current';
import { localeAlternates } from '@/lib/seo/page-metadata';
import { PageHeader } from '@/components/common/page-header';
import { YourData } from '@/components/player/your-data';
import { getRosterCatalog } from '@/lib/queries/roster';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: 'Your data',
  description: 'What Lanternfall Codex keeps for you: your roster, its snapshots and your skill-tree plans.',
  alternates: localeAlternates('/me', await currentLocale()).alternates,
  robots: { index: false },
});

/** A static page; what is stored is read in the browser. */
export default async function YourDataPage() {
  const catalog = await getRosterCatalog();
  return (
    <>
      <PageHeader
        title="Your data"
        icon="person-badge"
        lead="Everything this site keeps for you, where it is kept, and how to take it with you or delete it."
      />
      <YourData names={Object.fromEntries(catalog.map((c) => [c._id, c.name]))} />
    </>
  );
}
