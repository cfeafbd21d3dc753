'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import useSWR from 'swr';
import { useAuth } from '@/components/auth/auth-provider';
import type { GameEvent, Progress } from '@/lib/content';
import { callData } from '@/lib/data/browser';
import { emptyProgress, setPurchase, spentByCurrency, toggleTask, type ProgressState } from './progress';
import { Icon } from '@/components/common/icon';

// The sign-in dialog (react-bootstrap's Modal and Firebase's forms) is fetched only on a site with
// sign-in configured, when the invitation to sign in is shown (which needs the auth state, so
// never on the server).
const SignInButton = lazy(() =>
  import('@/components/auth/sign-in-button').then((m) => ({ default: m.SignInButton })),
);

interface Props {
  event: Pick<GameEvent, '_id' | 'tasks' | 'shop'>;
}

type Saved = ProgressState & { _id?: string };

/**
 * The event's tasks and shop. Everyone sees both lists (the server renders them); a signed-in
 * visitor can also tick tasks off and count purchases, saved to their own `progress` document.
 */
export function EventProgress({ event }: Props) {
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
    const { document } = await callData<{ document: (Progress & { _id: string }) | null }>(
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
    const { insertedId } = await callData<{ insertedId: string }>(
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
    }).catch(() => setError('Your progress could not be saved. Please try again.'));
  };

  const spent = spentByCurrency(event.shop, state.purchases);
  const doneCount = event.tasks.filter((t) => state.tasks.includes(t.id)).length;

  return (
    <>
      {configured && ready && !user && (
        <div
          role="alert"
          className="alert alert-info d-flex flex-wrap align-items-center justify-content-between gap-2"
        >
          <span>
            <Icon name="bookmark-check" className="me-1" />
            Sign in to track your progress: tick off tasks and count your shop purchases.
          </span>
          <Suspense fallback={null}>
            <SignInButton size="sm" />
          </Suspense>
        </div>
      )}
      {(error || loadError) && (
        <div role="alert" className="alert alert-danger">
          {error ?? 'Your progress could not be loaded.'}
        </div>
      )}

      <section id="tasks" aria-labelledby="tasks-heading" className="mb-5">
        <h2 id="tasks-heading" className="h4 mb-3">
          <Icon name="list-check" className="me-2" />
          Tasks
          {tracking && (
            <span className="badge text-bg-success align-middle fs-6 ms-2">
              {doneCount} / {event.tasks.length} done
            </span>
          )}
        </h2>
        {event.tasks.length === 0 ? (
          <p className="text-body-secondary">This event has no tasks.</p>
        ) : (
          <ul className="list-group">
            {event.tasks.map((task) => (
              <li key={task.id} className="list-group-item">
                {tracking ? (
                  <div className="form-check">
                    <input
                      type="checkbox"
                      id={`task-${task.id}`}
                      className="form-check-input"
                      checked={state.tasks.includes(task.id)}
                      onChange={() => save(toggleTask(state, task.id))}
                    />
                    <label htmlFor={`task-${task.id}`} className="form-check-label">
                      {task.label}
                    </label>
                  </div>
                ) : (
                  task.label
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section id="shop" aria-labelledby="shop-heading" className="mb-5">
        <h2 id="shop-heading" className="h4 mb-3">
          <Icon name="shop" className="me-2" />
          Event shop
        </h2>
        {event.shop.length === 0 ? (
          <p className="text-body-secondary">This event has no shop.</p>
        ) : (
          <div className="table-responsive">
            <table className="table align-middle">
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col" className="text-end">
                    Cost
                  </th>
                  <th scope="col" className="text-end">
                    Limit
                  </th>
                  {tracking && (
                    <th scope="col" className="text-end">
                      Bought
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {event.shop.map((item) => (
                  <tr key={item.id} data-shop-item={item.id}>
                    <th scope="row" className="fw-normal">
                      {item.item}
                    </th>
                    <td className="text-end text-nowrap">
                      {item.cost.toLocaleString('en-US')} {item.currency}
                    </td>
                    <td className="text-end">{item.limit}</td>
                    {tracking && (
                      <td className="text-end">
                        <input
                          type="number"
                          min={0}
                          max={item.limit}
                          className="ms-auto form-control form-control-sm"
                          style={{ width: '5.5rem' }}
                          aria-label={`Bought: ${item.item}`}
                          value={state.purchases[item.id] ?? 0}
                          onChange={(e) => save(setPurchase(state, item, Number(e.target.value)))}
                        />
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
              {tracking && (
                <tfoot>
                  <tr>
                    <th scope="row">Spent</th>
                    <td colSpan={3} className="text-end" aria-live="polite">
                      {spent.length > 0
                        ? spent
                            .map(([currency, total]) => `${total.toLocaleString('en-US')} ${currency}`)
                            .join(' · ')
                        : 'Nothing yet'}
                    </td>
                  </tr>
                </tfoot>
              )}
            </table>
          </div>
        )}
      </section>
    </>
  );
}
