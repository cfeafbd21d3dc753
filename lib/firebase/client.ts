import { getApp, getApps, initializeApp, type FirebaseOptions } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { firebaseSettings } from './config';

export { firebaseConfigured } from './config';

let auth: Auth | null = null;

/** The browser's Firebase Auth instance, or null when Firebase is not configured. */
export function getFirebaseAuth(): Auth | null {
  if (!firebaseSettings) return null;
  if (auth) return auth;
  const { emulatorHost, ...options } = firebaseSettings;
  const app = getApps().length > 0 ? getApp() : initializeApp(options satisfies FirebaseOptions);
  auth = getAuth(app);
  if (emulatorHost) connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  return auth;
}
