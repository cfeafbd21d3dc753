import type { Metadata } from 'next';
import { PageHeader } from '@/components/common/page-header';
import Link from '@/components/common/page-link';
import { ChangesForYou } from '@/components/player/changes-for-you';
import { changesLabels } from '@/components/player/player-labels';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';

export const generateMetadata = async (): Promise<Metadata> => {
  const t = getT(await currentLocale(), 'changes');
  return {
    ...(await pageMetadata({ title: t('title'), description: t('description'), path: '/me/changes' })),
    // Personal: the shell alone says nothing to a search engine.
    robots: { index: false },
  };
};

/** A static shell; the list is made in the browser from this browser's roster and plans. */
export default async function ChangesPage() {
  const locale = await currentLocale();
  const t = getT(locale, 'changes');
  return (
    <>
      <PageHeader title={t('title')} icon="clock-history" lead={t('lead')} />
      <ChangesForYou labels={changesLabels(locale)} />
      <noscript>
        <p>
          {t('noscriptBefore')}
          <Link href="/changelog">{t('noscriptLink')}</Link>
          {t('noscriptAfter')}
        </p>
      </noscript>
    </>
  );
}
