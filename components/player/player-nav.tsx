'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Icon } from '@/components/common/icon';
import { ActiveLink } from '@/components/layout/active-link';
import { firebaseConfigured } from '@/lib/firebase/config';

// Firebase's SDK is fetched only on sites that configure it, once the page is interactive. React's
// own lazy() rather than next/dynamic: that one's loader would add to every page's first-load JS.
const PlayerAuth = lazy(() => import('./player-auth'));

const noSubscription = () => () => undefined;

/** The navbar's player entry: "Your data" (roster and plans, kept in this browser) and sign-in. */
export function PlayerNav() {
  // False on the server and while hydrating, so the sign-in never renders into the static HTML.
  const interactive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <>
      <ActiveLink href="/me" className="nav-link" title="Your data">
        <span className="position-relative me-1">
          <Icon name="person-badge" />
          {/* Shown, with its count, by the head script when this browser stored one (lib/player/unseen.ts). */}
          <span className="position-absolute top-0 start-100 translate-middle badge rounded-pill text-bg-danger lf-unseen">
            <span className="visually-hidden"> unseen changes for you</span>
          </span>
        </span>
        <span className="lf-label-menu">Your data</span>
      </ActiveLink>
      {firebaseConfigured && interactive && (
        <Suspense fallback={null}>
          <PlayerAuth />
        </Suspense>
      )}
    </>
  );
}
