'use client';

import { useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useAuth } from './auth-provider';
import { Icon } from '@/components/common/icon';
import type { SignInWords } from './sign-in-words';
import { localeHref, type SiteLocale } from '@/lib/i18n/locales';
import { useLocale } from '#i18n/use-locale';

/** The words of each language, fetched once per page load (the first button to show asks). */
const fetched = new Map<SiteLocale, Promise<SignInWords>>();

function fetchWords(locale: SiteLocale): Promise<SignInWords> {
  let words = fetched.get(locale);
  if (!words) {
    words = fetch(localeHref('/sign-in-words.json', locale)).then((response) => {
      if (!response.ok) throw new Error(`sign-in words answered ${response.status}`);
      return response.json() as Promise<SignInWords>;
    });
    // A failure is forgotten, so the next button to show asks again.
    words.catch(() => fetched.delete(locale));
    fetched.set(locale, words);
  }
  return words;
}

/**
 * The button's words in the page's language (/<locale>/sign-in-words.json), or null until they
 * have come: the button shows only once Firebase is ready, which takes longer.
 */
function useSignInWords(wanted: boolean): SignInWords | null {
  const locale = useLocale();
  const [words, setWords] = useState<{ locale: SiteLocale; words: SignInWords } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    fetchWords(locale).then(
      (loaded) => live && setWords({ locale, words: loaded }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale, wanted]);
  return words?.locale === locale ? words.words : null;
}

function describe(error: unknown, words: SignInWords) {
  // A FirebaseError, recognised by its shape so this button does not load Firebase itself.
  if (error instanceof Error && error.name === 'FirebaseError' && 'code' in error) {
    return words.errors[String(error.code)] ?? words.failed;
  }
  return error instanceof Error ? error.message : words.failed;
}

/**
 * Sign in with Google or email, or sign out, in the page's language; renders nothing when Firebase
 * is not configured.
 */
export function SignInButton({
  size,
  label,
  inNavbar = false,
}: {
  size?: 'sm' | 'lg';
  label?: string;
  /** In the expanded navbar the player's name and "Sign out" show as icons (with tooltips), so the row fits. */
  inNavbar?: boolean;
}) {
  const { configured, ready, user, signInWithGoogle, signInWithEmail, signOut } = useAuth();
  const words = useSignInWords(configured);
  const [show, setShow] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!configured || !ready || !words) return null;

  if (user) {
    const name = user.displayName ?? user.email ?? words.signedIn;
    const compact = inNavbar ? 'lf-label-menu' : undefined;
    return (
      <span className="d-inline-flex align-items-center gap-2">
        <span className="small text-body-secondary text-truncate lf-player-name" title={name}>
          <Icon name="person-circle" className="me-1" />
          <span className={compact}>{name}</span>
        </span>
        <Button variant="outline-secondary" size={size} onClick={() => void signOut()} title={words.signOut}>
          <Icon name="box-arrow-right" className={inNavbar ? 'me-1' : 'd-none'} />
          <span className={compact}>{words.signOut}</span>
        </Button>
      </span>
    );
  }

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      setShow(false);
    } catch (e) {
      setError(describe(e, words));
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(() => signInWithEmail(email, password, creating));
  };

  return (
    <>
      <Button variant="primary" size={size} onClick={() => setShow(true)}>
        <Icon name="box-arrow-in-right" className="me-1" />
        {label ?? words.signIn}
      </Button>
      <Modal show={show} onHide={() => setShow(false)} centered>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            {creating ? words.createTitle : words.signIn}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && <Alert variant="danger">{error}</Alert>}
          <Button
            variant="outline-secondary"
            className="w-100 mb-3"
            disabled={busy}
            onClick={() => void run(signInWithGoogle)}
          >
            <Icon name="google" className="me-2" />
            {words.google}
          </Button>
          <Form onSubmit={submit}>
            <Form.Group className="mb-2" controlId="sign-in-email">
              <Form.Label>{words.email}</Form.Label>
              <Form.Control
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </Form.Group>
            <Form.Group className="mb-3" controlId="sign-in-password">
              <Form.Label>{words.password}</Form.Label>
              <Form.Control
                type="password"
                autoComplete={creating ? 'new-password' : 'current-password'}
                required
                minLength={6}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Form.Group>
            <Button type="submit" className="w-100" disabled={busy}>
              {creating ? words.createAccount : words.withEmail}
            </Button>
          </Form>
          <Button variant="link" className="mt-2 p-0" onClick={() => setCreating(!creating)}>
            {creating ? words.haveAccount : words.newHere}
          </Button>
        </Modal.Body>
      </Modal>
    </>
  );
}
