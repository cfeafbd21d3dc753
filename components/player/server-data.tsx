'use client';

import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import useSWR from 'swr';
import { AuthProvider, useAuth } from '@/components/auth/auth-provider';
import { SignInButton } from '@/components/auth/sign-in-button';
import { callData } from '@/lib/data/browser';

function Inner() {
  const { ready, user, getIdToken } = useAuth();
  const [message, setMessage] = useState<string | null>(null);
  const { data, mutate } = useSWR(user ? ['server-roster', user.uid] : null, async () => {
    const token = (await getIdToken()) ?? undefined;
    const { document } = await callData('findOne', { collection: 'rosters', filter: {} }, token);
    return document;
  });
  if (!ready) return null;
  if (!user) {
    return (
      <p className="d-flex flex-wrap align-items-center gap-2">
        Sign in to sync your roster: <SignInButton size="sm" />
      </p>
    );
  }
  const empty = async () => {
    if (!data || !window.confirm('Empty the roster kept in your account? This browser keeps its own copy.'))
      return;
    // The protocol has no delete: the account's roster is emptied instead.
    await callData(
      'updateOne',
      { collection: 'rosters', filter: { _id: data._id }, update: { $set: { characters: [] } } },
      (await getIdToken()) ?? undefined,
    );
    await mutate();
    setMessage('The roster in your account is now empty.');
  };
  return (
    <>
      {message && <Alert variant="success">{message}</Alert>}
      <p data-server-roster={data ? data.characters.length : 'none'}>
        Signed in as {user.displayName ?? user.email}. In your account:{' '}
        {data === undefined
          ? 'loading…'
          : data
            ? `a roster of ${data.characters.length} characters`
            : 'nothing yet'}
        .
      </p>
      <Button variant="outline-danger" size="sm" disabled={!data} onClick={() => void empty()}>
        Empty the roster in my account
      </Button>
    </>
  );
}

/** The signed-in part of "your data": the account's roster, with a way to empty it. */
export default function ServerData() {
  return (
    <AuthProvider>
      <Inner />
    </AuthProvider>
  );
}
