'use client';

import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import useSWR from 'swr';
import { AuthProvider, useAuth } from '@/components/auth/auth-provider';
import { SignInButton } from '@/components/auth/sign-in-button';
import { callData } from '@/lib/data/browser';
import { pluralText } from '@/lib/i18n/plural';
import { fill } from '@/lib/i18n/fill';
import type { YourDataLabels } from './player-labels';

type Labels = YourDataLabels['server'];

function Inner({ labels }: { labels: Labels }) {
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
        {labels.signInToSync} <SignInButton size="sm" />
      </p>
    );
  }
  const empty = async () => {
    if (!data || !window.confirm(labels.confirmEmpty)) return;
    // The protocol has no delete: the account's roster is emptied instead.
    await callData(
      'updateOne',
      { collection: 'rosters', filter: { _id: data._id }, update: { $set: { characters: [] } } },
      (await getIdToken()) ?? undefined,
    );
    await mutate();
    setMessage(labels.emptied);
  };
  return (
    <>
      {message && <Alert variant="success">{message}</Alert>}
      <p data-server-roster={data ? data.characters.length : 'none'}>
        {fill(labels.signedInAs, { name: user.displayName ?? user.email ?? '' })}{' '}
        {data === undefined
          ? labels.loading
          : data
            ? pluralText(labels.accountRoster, data.characters.length)
            : labels.nothingYet}
        .
      </p>
      <Button variant="outline-danger" size="sm" disabled={!data} onClick={() => void empty()}>
        {labels.emptyAccount}
      </Button>
    </>
  );
}

/** The signed-in part of "your data": the account's roster, with a way to empty it. */
export default function ServerData({ labels }: { labels: Labels }) {
  return (
    <AuthProvider>
      <Inner labels={labels} />
    </AuthProvider>
  );
}
