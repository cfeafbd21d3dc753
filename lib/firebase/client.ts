import { getApp, getApps, initializeApp, type FirebaseOptions } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { z } from 'zod';

// Next inlines NEXT_PUBLIC_* only where they are spelled out in full, so each is named here.
const env = z
  .object({
    apiKey: z.string().min(1),
    authDomain: z.string().min(1),
    projectId: z.string().min(1),
    appId: z.string().min(1).optional(),
    emulatorHost: z.string().min(1).optional(),
  })
  .safeParse({
    apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY || undefined,
    authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN || undefined,
    projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || undefined,
    appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID || undefined,
    emulatorHost: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || undefined,
  });

/** True when the NEXT_PUBLIC_FIREBASE_* settings are present; without them sign-in is hidden. */
export const firebaseConfigured = env.success;

let auth: Auth | null = null;

/** The browser's Firebase Auth instance, or null when Firebase is not configured. */
export function getFirebaseAuth(): Auth | null {
  if (!env.success) return null;
  if (auth) return auth;
  const { emulatorHost, ...options } = env.data;
  const app = getApps().length > 0 ? getApp() : initializeApp(options satisfies FirebaseOptions);
  auth = getAuth(app);
  if (emulatorHost) connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  return auth;
}
