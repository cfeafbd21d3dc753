'use client';

import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { ActiveLink } from '@/components/layout/active-link';
import { firebaseConfigured } from '@/lib/firebase/config';

// Firebase's SDK is fetched only on sites that configure it, once the page is interactive. React's
// own lazy() rather than next/dynamic: that one's loader would add to every page's first-load JS.
const PlayerAuth = lazy(() => import('./player-auth'));

const noSubscription = () => () => undefined;

/** The navbar's player entry: "Your data" (roster and plans, kept in this browser) and sign-in. */
export function PlayerNav({
  children,
  title = 'Your data',
}: {
  /** The entry's icon, unseen-changes badge and label, drawn on the server: no script carries them. */
  children: ReactNode;
  /** The link's tooltip in the page's language (the navbar's `nav.yourData`); English without. */
  title?: string;
}) {
  // False on the server and while hydrating, so the sign-in never renders into the static HTML.
  const interactive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <>
      <ActiveLink href="/me" className="nav-link" title={title}>
        {children}
      </ActiveLink>
      {firebaseConfigured && interactive && (
        <Suspense fallback={null}>
          <PlayerAuth />
        </Suspense>
      )}
    </>
  );
}
