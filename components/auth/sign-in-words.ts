import 'server-only';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getMessages } from '@/lib/i18n/messages';
import type { SignInWords } from './sign-in-button';

/**
 * The sign-in button's words in a page's language, for a server parent to pass to the button
 * (`words={signInWords(locale)}`): the button itself is a client component and carries English only.
 */
export function signInWords(locale: SiteLocale): SignInWords {
  const labels = getMessages(locale, 'auth');
  return {
    errors: {
      'auth/invalid-credential': labels.invalidCredential,
      'auth/invalid-email': labels.invalidEmail,
      'auth/email-already-in-use': labels.emailInUse,
      'auth/weak-password': labels.weakPassword,
      'auth/popup-closed-by-user': labels.popupClosed,
      'auth/too-many-requests': labels.tooMany,
    },
    failed: labels.failed,
    signIn: labels.signIn,
    signedIn: labels.signedIn,
    signOut: labels.signOut,
    createTitle: labels.createTitle,
    google: labels.google,
    email: labels.email,
    password: labels.password,
    createAccount: labels.createAccount,
    withEmail: labels.withEmail,
    haveAccount: labels.haveAccount,
    newHere: labels.newHere,
  };
}
