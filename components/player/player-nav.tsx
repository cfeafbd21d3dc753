'use client';

import dynamic from 'next/dynamic';
import { Icon } from '@/components/common/icon';
import { ActiveLink } from '@/components/layout/active-link';
import { firebaseConfigured } from '@/lib/firebase/config';

// Firebase's SDK is fetched only on sites that configure it, after the page has loaded.
const PlayerAuth = dynamic(() => import('./player-auth'), { ssr: false });

/** The navbar's player entry: "Your data" (roster and plans, kept in this browser) and sign-in. */
export function PlayerNav() {
  return (
    <>
      <ActiveLink href="/me" className="nav-link" title="Your data">
        <Icon name="person-badge" className="me-1" />
        <span className="lf-label-menu">Your data</span>
      </ActiveLink>
      {firebaseConfigured && <PlayerAuth />}
    </>
  );
}
