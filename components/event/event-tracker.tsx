'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import useSWR from 'swr';
import { useAuth } from '@/components/auth/auth-provider';
import type { GameEvent } from '@/lib/content';
import { callData } from '@/lib/data/browser';
import { emptyProgress, setPurchase, toggleTask, type ProgressState } from './progress';
import { EventProgressView } from './event-progress-view';
import { Icon } from '@/components/common/icon';
import type { EventProgressLabels } from './event-progress-labels';

// The sign-in dialog (react-bootstrap's Modal and Firebase's forms) is fetched only on a site with
// sign-in configured, when the invitation to sign in is shown (which needs the auth state, so
// never on the server).
const SignInButton = lazy(() =>
  import('@/components/auth/sign-in-button').then((m) => ({ default: m.SignInButton })),
);

interface Props {
  event: Pick<GameEvent, '_id' | 'tasks' | 'shop'>;
  labels: EventProgressLabels;
}

type Saved = ProgressState & { _id?: string };

/**
 * The event's tasks and shop for a site with sign-in: a signed-in visitor can tick tasks off and
 * count purchases, saved to their own `progress` document (through SWR, with optimistic updates).
 */
export default function EventTracker({ event, labels }: Props) {
  const { configured, ready, user, getIdToken } = useAuth();
  const [error, setError] = useState<string | null>(null);
  // Saves run one after another, so a second click never inserts a second document.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const savedId = useRef<string | undefined>(undefined);

  const {
    data,
    mutate,
    error: loadError,
  } = useSWR(user ? ['progress', event._id, user.uid] : null, async (): Promise<Saved | null> => {
    const token = await getIdToken();
    const { document } = await callData(
      'findOne',
      { collection: 'progress', filter: { event: event._id } },
      token ?? undefined,
    );
    savedId.current = document?._id;
    return document ? { _id: document._id, tasks: document.tasks, purchases: document.purchases } : null;
  });

  const tracking = Boolean(user) && data !== undefined;
  const state: ProgressState = data ?? emptyProgress;

  const persist = async (next: ProgressState): Promise<Saved> => {
    const token = (await getIdToken()) ?? undefined;
    const fields = { tasks: next.tasks, purchases: next.purchases };
    if (savedId.current) {
      await callData(
        'updateOne',
        { collection: 'progress', filter: { _id: savedId.current }, update: { $set: fields } },
        token,
      );
      return { _id: savedId.current, ...fields };
    }
    const { insertedId } = await callData(
      'insertOne',
      { collection: 'progress', document: { event: event._id, ...fields } },
      token,
    );
    savedId.current = insertedId;
    return { _id: insertedId, ...fields };
  };

  const save = (next: ProgressState) => {
    setError(null);
    const run = queue.current.then(() => persist(next));
    queue.current = run.catch(() => undefined);
    mutate(run, {
      optimisticData: { ...next, _id: savedId.current },
      rollbackOnError: true,
      revalidate: false,
    }).catch(() => setError(labels.saveFailed));
  };

  return (
    <>
      {configured && ready && !user && (
        <div
          role="alert"
          className="alert alert-info d-flex flex-wrap align-items-center justify-content-between gap-2"
        >
          <span>
            <Icon name="bookmark-check" className="me-1" />
            {labels.signIn}
          </span>
          <Suspense fallback={null}>
            <SignInButton size="sm" />
          </Suspense>
        </div>
      )}
      {(error || loadError) && (
        <div role="alert" className="alert alert-danger">
          {error ?? labels.loadFailed}
        </div>
      )}

      <EventProgressView
        event={event}
        labels={labels}
        tracking={
          tracking
            ? {
                state,
                onToggleTask: (taskId) => save(toggleTask(state, taskId)),
                onPurchase: (item, count) => save(setPurchase(state, item, count)),
              }
            : undefined
        }
      />
    </>
  );
}
