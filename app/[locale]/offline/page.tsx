import type { Metadata } from 'next';
import Link from '@/components/common/page-link';
import { PageHeader } from '@/components/common/page-header';
import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = getT(await currentLocale(), 'offline');
  return { title: t('title'), robots: { index: false } };
}

/**
 * What the service worker (offline/service-worker.ts) shows for a page that was never visited
 * while there is no connection; pages read before stay readable offline.
 */
export default async function OfflinePage() {
  const t = getT(await currentLocale(), 'offline');
  return (
    <>
      <PageHeader title={t('heading')} icon="wifi-off" lead={t('lead')} />
      <p>
        {t('before')}
        <Link href="/roster">{t('roster')}</Link>
        {t('after')}
      </p>
      <p>
        <Link href="/">{t('home')}</Link>
      </p>
    </>
  );
}
