'use client';

import type { User } from 'firebase/auth';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { firebaseConfigured } from '@/lib/firebase/config';

/**
 * Firebase is loaded only on a site with sign-in configured, once the page is interactive: it is
 * too large for the first-load JavaScript budget, and a page's first load never waits for it.
 */
async function loadFirebase() {
  const [sdk, client] = await Promise.all([import('firebase/auth'), import('@/lib/firebase/client')]);
  return { sdk, auth: client.getFirebaseAuth() };
}

export interface AuthState {
  /** False when Firebase is not configured: callers then show no sign-in UI at all. */
  configured: boolean;
  /** False until Firebase has reported the first auth state. */
  ready: boolean;
  user: User | null;
  /** A fresh ID token for the data API, or null when signed out. */
  getIdToken: () => Promise<string | null>;
  signInWithGoogle: () => Promise<void>;
  signInWithEmail: (email: string, password: string, createAccount: boolean) => Promise<void>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

async function requireAuth() {
  const { sdk, auth } = await loadFirebase();
  if (!auth) throw new Error('Sign-in is not configured on this site.');
  return { sdk, auth };
}

/** Tracks the Firebase user; a nested provider defers to the outer one so there is one listener. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const parent = useContext(AuthContext);
  const [user, setUser] = useState<User | null>(null);
  const [ready, setReady] = useState(!firebaseConfigured);

  useEffect(() => {
    if (parent || !firebaseConfigured) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void loadFirebase().then(({ sdk, auth }) => {
      if (cancelled || !auth) return;
      unsubscribe = sdk.onIdTokenChanged(auth, (next) => {
        setUser(next);
        setReady(true);
      });
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [parent]);

  const value = useMemo<AuthState>(
    () => ({
      configured: firebaseConfigured,
      ready,
      user,
      getIdToken: async () => (user ? user.getIdToken() : null),
      signInWithGoogle: async () => {
        const { sdk, auth } = await requireAuth();
        await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
      },
      signInWithEmail: async (email, password, createAccount) => {
        const { sdk, auth } = await requireAuth();
        if (createAccount) await sdk.createUserWithEmailAndPassword(auth, email, password);
        else await sdk.signInWithEmailAndPassword(auth, email, password);
      },
      signOut: async () => {
        const { sdk, auth } = await requireAuth();
        await sdk.signOut(auth);
      },
    }),
    [ready, user],
  );

  if (parent) return <>{children}</>;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The visitor's auth state; must be used below an AuthProvider. */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
