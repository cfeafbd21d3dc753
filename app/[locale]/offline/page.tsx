import type { Metadata } from 'next';
import Link from '@/components/common/page-link';
import { PageHeader } from '@/components/common/page-header';

export const metadata: Metadata = {
  title: 'Offline',
  robots: { index: false },
};

/**
 * What the service worker (offline/service-worker.ts) shows for a page that was never visited
 * while there is no connection; pages read before stay readable offline.
 */
export default function OfflinePage() {
  return (
    <>
      <PageHeader
        title="You are offline"
        icon="wifi-off"
        lead="This page has not been read on this device yet, so there is no copy of it to show without a connection."
      />
      <p>
        Pages you have opened before still work offline, and so do your <Link href="/roster">roster</Link> and
        skill-tree plans: changes are kept in this browser and sync when you are back online.
      </p>
      <p>
        <Link href="/">Back to the home page</Link>
      </p>
    </>
  );
}
