import type { Metadata } from 'next';
import { PageHeader } from '@/components/common/page-header';
import Link from '@/components/common/page-link';
import { ChangesForYou } from '@/components/player/changes-for-you';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = async (): Promise<Metadata> => ({
  ...(await pageMetadata({
    title: 'Changes for you',
    description:
      'What changed in Lanternfall for the characters you own and the skill-tree picks you planned, since your last visit or a game version.',
    path: '/me/changes',
  })),
  // Personal: the shell alone says nothing to a search engine.
  robots: { index: false },
});

/** A static shell; the list is made in the browser from this browser's roster and plans. */
export default function ChangesPage() {
  return (
    <>
      <PageHeader
        title="Changes for you"
        icon="clock-history"
        lead="Each patch's changes to the characters you own, their skills and traits, their tier moves and the skill-tree nodes your plans pick."
      />
      <ChangesForYou />
      <noscript>
        <p>
          This list is made from the roster kept in your browser, which needs JavaScript. The full{' '}
          <Link href="/changelog">changelog</Link> works without it.
        </p>
      </noscript>
    </>
  );
}
