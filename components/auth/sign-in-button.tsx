'use client';

import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useAuth } from './auth-provider';
import { Icon } from '@/components/common/icon';

const messages: Record<string, string> = {
  'auth/invalid-credential': 'That email and password do not match an account.',
  'auth/invalid-email': 'That email address does not look right.',
  'auth/email-already-in-use': 'An account with that email already exists; sign in instead.',
  'auth/weak-password': 'Choose a password of at least 6 characters.',
  'auth/popup-closed-by-user': 'The Google window was closed before signing in.',
  'auth/too-many-requests': 'Too many attempts; wait a moment and try again.',
};

function describe(error: unknown) {
  // A FirebaseError, recognised by its shape so this button does not load Firebase itself.
  if (error instanceof Error && error.name === 'FirebaseError' && 'code' in error) {
    return messages[String(error.code)] ?? 'Sign-in failed. Please try again.';
  }
  return error instanceof Error ? error.message : 'Sign-in failed. Please try again.';
}

/** Sign in with Google or email, or sign out; renders nothing when Firebase is not configured. */
export function SignInButton({
  size,
  label = 'Sign in',
  inNavbar = false,
}: {
  size?: 'sm' | 'lg';
  label?: string;
  /** In the expanded navbar the player's name and "Sign out" show as icons (with tooltips), so the row fits. */
  inNavbar?: boolean;
}) {
  const { configured, ready, user, signInWithGoogle, signInWithEmail, signOut } = useAuth();
  const [show, setShow] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!configured || !ready) return null;

  if (user) {
    const name = user.displayName ?? user.email ?? 'Signed in';
    const compact = inNavbar ? 'lf-label-menu' : undefined;
    return (
      <span className="d-inline-flex align-items-center gap-2">
        <span className="small text-body-secondary text-truncate lf-player-name" title={name}>
          <Icon name="person-circle" className="me-1" />
          <span className={compact}>{name}</span>
        </span>
        <Button variant="outline-secondary" size={size} onClick={() => void signOut()} title="Sign out">
          <Icon name="box-arrow-right" className={inNavbar ? 'me-1' : 'd-none'} />
          <span className={compact}>Sign out</span>
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
      setError(describe(e));
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
        {label}
      </Button>
      <Modal show={show} onHide={() => setShow(false)} centered>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            {creating ? 'Create an account' : 'Sign in'}
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
            Continue with Google
          </Button>
          <Form onSubmit={submit}>
            <Form.Group className="mb-2" controlId="sign-in-email">
              <Form.Label>Email</Form.Label>
              <Form.Control
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </Form.Group>
            <Form.Group className="mb-3" controlId="sign-in-password">
              <Form.Label>Password</Form.Label>
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
              {creating ? 'Create account' : 'Sign in with email'}
            </Button>
          </Form>
          <Button variant="link" className="mt-2 p-0" onClick={() => setCreating(!creating)}>
            {creating ? 'I already have an account' : 'New here? Create an account'}
          </Button>
        </Modal.Body>
      </Modal>
    </>
  );
}
