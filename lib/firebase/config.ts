/**
 * The browser's Firebase settings, read without loading Firebase (or zod): pages only need to
 * know whether sign-in exists, and the Firebase SDK, too large for the first-load budget, is
 * fetched only when it does, after the page is interactive (components/auth/auth-provider.tsx).
 */

// Next inlines NEXT_PUBLIC_* only where they are spelled out in full, so each is named here.
const settings = {
  apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY || undefined,
  authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN || undefined,
  projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || undefined,
  appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID || undefined,
  emulatorHost: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || undefined,
};

export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  emulatorHost?: string;
}

/** The settings when the three required ones are present, else null (sign-in is then hidden). */
export const firebaseSettings: FirebaseSettings | null =
  settings.apiKey && settings.authDomain && settings.projectId ? (settings as FirebaseSettings) : null;

/** True when the NEXT_PUBLIC_FIREBASE_* settings are present; without them sign-in is hidden. */
export const firebaseConfigured = firebaseSettings !== null;
