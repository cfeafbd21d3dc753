'use client';

import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as firebaseSignOut,
  type User,
} from 'firebase/auth';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { firebaseConfigured, getFirebaseAuth } from '@/lib/firebase/client';

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

function requireAuth() {
  const auth = getFirebaseAuth();
  if (!auth) throw new Error('Sign-in is not configured on this site.');
  return auth;
}

/** Tracks the Firebase user; a nested provider defers to the outer one so there is one listener. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const parent = useContext(AuthContext);
  const [user, setUser] = useState<User | null>(null);
  const [ready, setReady] = useState(!firebaseConfigured);

  useEffect(() => {
    if (parent) return;
    const auth = getFirebaseAuth();
    if (!auth) return;
    return onIdTokenChanged(auth, (next) => {
      setUser(next);
      setReady(true);
    });
  }, [parent]);

  const value = useMemo<AuthState>(
    () => ({
      configured: firebaseConfigured,
      ready,
      user,
      getIdToken: async () => (user ? user.getIdToken() : null),
      signInWithGoogle: async () => {
        await signInWithPopup(requireAuth(), new GoogleAuthProvider());
      },
      signInWithEmail: async (email, password, createAccount) => {
        const auth = requireAuth();
        if (createAccount) await createUserWithEmailAndPassword(auth, email, password);
        else await signInWithEmailAndPassword(auth, email, password);
      },
      signOut: async () => firebaseSignOut(requireAuth()),
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
