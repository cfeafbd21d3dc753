import type { Metadata } from 'next';
import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';
import { localeAlternates } from '@/lib/seo/page-metadata';
import { PageHeader } from '@/components/common/page-header';
import { RosterManager } from '@/components/player/roster-manager';
import { getRosterCatalog } from '@/lib/queries/roster';
import { rosterLabels } from '@/components/player/player-labels';

export const generateMetadata = async (): Promise<Metadata> => {
  const locale = await currentLocale();
  const t = getT(locale, 'roster');
  return {
    title: t('title'),
    description: t('description'),
    alternates: localeAlternates('/roster', locale).alternates,
  };
};

/** Static like every page: the character catalog is public; the roster itself loads in the browser. */
export default async function RosterPage() {
  const [catalog, locale] = await Promise.all([getRosterCatalog(), currentLocale()]);
  const t = getT(locale, 'roster');
  return (
    <>
      <PageHeader title={t('title')} icon="collection" lead={t('lead')} />
      <RosterManager catalog={catalog} labels={rosterLabels(locale)} />
    </>
  );
}
