'use client';

import { AuthProvider } from '@/components/auth/auth-provider';
import { SignInButton } from '@/components/auth/sign-in-button';
import { PlanSync } from './plan-sync';
import { RosterSync } from './roster-sync';
import { SavedTeamSync } from './saved-team-sync';

/** The navbar's sign-in (the player's name once signed in) and the roster, plan and saved-team syncs that follow it. */
export default function PlayerAuth() {
  return (
    <AuthProvider>
      <span className="d-inline-flex align-items-center my-2 my-lg-0 ms-lg-2">
        <SignInButton size="sm" inNavbar />
      </span>
      <RosterSync />
      <PlanSync />
      <SavedTeamSync />
    </AuthProvider>
  );
}
