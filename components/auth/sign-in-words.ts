import 'server-only';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getMessages } from '@/lib/i18n/messages';

/**
 * The sign-in button's words in a language, served as /<locale>/sign-in-words.json: the button
 * (a client component) fetches them when it first shows, so neither pages nor scripts carry them.
 */
export function signInWords(locale: SiteLocale) {
  const labels = getMessages(locale, 'auth');
  return {
    errors: {
      // Firebase's error codes, each said in the language.
      'auth/invalid-credential': labels.invalidCredential,
      'auth/invalid-email': labels.invalidEmail,
      'auth/email-already-in-use': labels.emailInUse,
      'auth/weak-password': labels.weakPassword,
      'auth/popup-closed-by-user': labels.popupClosed,
      'auth/too-many-requests': labels.tooMany,
    } as Record<string, string>,
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

export type SignInWords = ReturnType<typeof signInWords>;
