import type { Metadata } from 'next';
import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';
import { localeAlternates } from '@/lib/seo/page-metadata';
import { PageHeader } from '@/components/common/page-header';
import { YourData } from '@/components/player/your-data';
import { getRosterCatalog } from '@/lib/queries/roster';

export const generateMetadata = async (): Promise<Metadata> => {
  const locale = await currentLocale();
  const t = getT(locale, 'player');
  return {
    title: t('title'),
    description: t('description'),
    alternates: localeAlternates('/me', locale).alternates,
    robots: { index: false },
  };
};

/** A static page; what is stored is read in the browser. */
export default async function YourDataPage() {
  const [catalog, locale] = await Promise.all([getRosterCatalog(), currentLocale()]);
  const t = getT(locale, 'player');
  return (
    <>
      <PageHeader title={t('title')} icon="person-badge" lead={t('lead')} />
      <YourData names={Object.fromEntries(catalog.map((c) => [c._id, c.name]))} />
    </>
  );
}
