/** @jest-environment ./jest/jsdom-with-fetch.js */
import { configure as configureUserEventDom } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { emulatorProject, startAuthEmulator, type AuthEmulator } from '@/lib/auth/emulator.test-helper';
import type { GameEvent, Progress } from '@/lib/content';
import { callData } from '@/lib/data/browser';
import { eventProgressLabels } from './event-progress-labels';
import { startFunctionsServer, type FunctionsServer } from '@/lib/functions/http-server.test-helper';
import { GET as signInWords } from '@/app/[locale]/sign-in-words.json/route';

// The UI (React, Testing Library, Firebase) is loaded afresh for each Firebase setting, as
// lib/firebase/client reads it once at import; auto-cleanup would register hooks too late.
// user-event stays loaded from here (it registers hooks on import too) and gets React's act below.
process.env.RTL_SKIP_AUTO_CLEANUP = 'true';

/**
 * The browser's fetch: Node's own (from the test environment), with the page-relative
 * `/api/data/...` URLs that callData uses resolved against the real functions server, and the
 * sign-in button's words answered by their route.
 */
const nodeFetch = globalThis.fetch;
let serverUrl = 'http://127.0.0.1:9';
/** Every API call the page made, with the HTTP status it got (0: no answer). */
const apiRequests: { path: string; status: number }[] = [];
globalThis.fetch = async (input, init) => {
  if (typeof input !== 'string' || !input.startsWith('/')) return nodeFetch(input, init);
  // The sign-in button's words, from their real route (the page's, not the functions server's).
  if (input.endsWith('/sign-in-words.json'))
    return signInWords(new Request(`http://localhost${input}`), {
      params: Promise.resolve({ locale: 'en' }),
    });
  const entry = { path: input, status: 0 };
  apiRequests.push(entry);
  const response = await nodeFetch(new URL(input, serverUrl), init);
  entry.status = response.status;
  return response;
};

const firebaseSettings = {
  NEXT_PUBLIC_FIREBASE_API_KEY: 'fake-api-key',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'localhost',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: emulatorProject,
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '',
};

async function loadUi() {
  jest.resetModules();
  const [rtl, React, swr, authProvider, eventProgress, firebaseAuth, firebaseClient] = await Promise.all([
    import('@testing-library/react'),
    import('react'),
    import('swr'),
    import('@/components/auth/auth-provider'),
    import('./event-progress'),
    import('firebase/auth'),
    import('@/lib/firebase/client'),
  ]);
  const { asyncWrapper, eventWrapper } = rtl.getConfig();
  configureUserEventDom({ asyncWrapper, eventWrapper });
  const h = React.createElement;
  return {
    ...rtl,
    user: () => userEvent.setup(),
    firebaseAuth,
    getFirebaseAuth: firebaseClient.getFirebaseAuth,
    /** The tracker as the event page mounts it: under the real AuthProvider, with a fresh SWR cache. */
    renderProgress: (event: TestEvent): ReturnType<typeof rtl.render> =>
      rtl.render(
        h(
          swr.SWRConfig,
          { value: { provider: () => new Map(), dedupingInterval: 0 } },
          h(
            authProvider.AuthProvider,
            null,
            h(eventProgress.EventProgress, { event, labels: eventProgressLabels('en') }),
          ) as ReactElement,
        ),
      ),
  };
}
type Ui = Awaited<ReturnType<typeof loadUi>>;
let ui: Ui | undefined;
afterEach(() => ui?.cleanup());

/** The event fields the tracker shows. */
type TestEvent = Pick<GameEvent, '_id' | 'tasks' | 'shop'>;

function emberEvent(id: string): TestEvent {
  return {
    _id: id,
    tasks: [
      { id: 'clear-1', label: 'Clear stage 1' },
      { id: 'clear-2', label: 'Clear stage 2' },
    ],
    shop: [
      { id: 'oil', item: 'Lantern Oil', cost: 10, currency: 'Ember Tokens', limit: 5 },
      { id: 'shard', item: 'Wick Shard', cost: 200, currency: 'Ember Tokens', limit: 1 },
    ],
  };
}

type SavedProgress = (Progress & { _id: string }) | null;

/** What the protocol returns to this token for the event's progress (a fresh read, no cache). */
async function readProgress(event: string, token: string): Promise<SavedProgress> {
  const { document } = await callData('findOne', { collection: 'progress', filter: { event } }, token);
  return document;
}

describe('EventProgress without Firebase', () => {
  it('shows tasks and shop with no sign-in UI and reads no progress', async () => {
    for (const key of Object.keys(firebaseSettings)) delete process.env[key];
    ui = await loadUi();
    ui.renderProgress(emberEvent('ember-festival'));
    expect(ui.screen.getByText('Clear stage 1')).toBeInTheDocument();
    expect(ui.screen.getByRole('rowheader', { name: 'Lantern Oil' })).toBeInTheDocument();
    expect(ui.screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(ui.screen.queryByText(/Sign in/)).not.toBeInTheDocument();
    expect(apiRequests).toEqual([]);
  });
});

describe('EventProgress against the real backend', () => {
  let emulator: AuthEmulator | undefined;
  let server: FunctionsServer | undefined;
  const players = {
    player: { email: 'player@example.com', password: 'player-password' },
    other: { email: 'other@example.com', password: 'other-password' },
  };

  beforeAll(async () => {
    emulator = await startAuthEmulator();
    server = await startFunctionsServer({
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT_ID: emulatorProject,
    });
    serverUrl = server.url;
    Object.assign(process.env, firebaseSettings, { NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: emulator.host });
    ui = await loadUi();
    const auth = ui.getFirebaseAuth();
    if (!auth) throw new Error('Firebase should be configured for these tests');
    for (const { email, password } of Object.values(players)) {
      await ui.firebaseAuth.createUserWithEmailAndPassword(auth, email, password);
    }
    await ui.firebaseAuth.signOut(auth);
  }, 240_000);

  afterAll(async () => {
    for (const key of Object.keys(firebaseSettings)) delete process.env[key];
    await server?.stop();
    await emulator?.stop();
  }, 60_000);

  // Unmount before signing out, so the sign-out does not re-render a tracker outside the test.
  afterEach(async () => {
    ui?.cleanup();
    const auth = ui?.getFirebaseAuth();
    if (auth) await ui!.firebaseAuth.signOut(auth);
  });

  /** Signs in through the real Firebase client (as the sign-in form does) and returns the user's uid and ID token. */
  async function signInAs(who: keyof typeof players): Promise<{ uid: string; token: string }> {
    const { firebaseAuth, getFirebaseAuth } = ui!;
    const auth = getFirebaseAuth()!;
    const { user } = await firebaseAuth.signInWithEmailAndPassword(
      auth,
      players[who].email,
      players[who].password,
    );
    return { uid: user.uid, token: await user.getIdToken() };
  }

  it('invites a signed-out visitor to sign in, without reading any progress', async () => {
    const { screen, renderProgress } = ui!;
    const before = apiRequests.length;
    renderProgress(emberEvent('ember-festival'));
    expect(await screen.findByText(/Sign in to track your progress/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Sign in/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(apiRequests.length).toBe(before);
  });

  it('saves ticked tasks and purchases to the player’s own progress and shows them after a reload', async () => {
    const { screen, renderProgress, waitFor, within } = ui!;
    const { uid, token } = await signInAs('player');
    const user = ui!.user();
    const view = renderProgress(emberEvent('ember-festival'));

    await user.click(await screen.findByRole('checkbox', { name: 'Clear stage 1' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Bought: Lantern Oil' }), '{selectall}3');
    const shard = screen.getByRole('spinbutton', { name: 'Bought: Wick Shard' });
    await user.type(shard, '{selectall}4');

    // The shop limit holds, and the total follows.
    expect(shard).toHaveValue(1);
    expect(screen.getByText('1 / 2 done')).toBeInTheDocument();
    const footer = screen.getByRole('rowheader', { name: 'Spent' }).closest('tr')!;
    expect(within(footer).getByText('230 Ember Tokens')).toBeInTheDocument();

    // A fresh read through the protocol with the same token returns it, owned by this player.
    await waitFor(async () =>
      expect(await readProgress('ember-festival', token)).toMatchObject({
        owner: uid,
        event: 'ember-festival',
        tasks: ['clear-1'],
        purchases: { oil: 3, shard: 1 },
      }),
    );

    // Reloading the tracker shows what was saved.
    view.unmount();
    renderProgress(emberEvent('ember-festival'));
    expect(await screen.findByRole('checkbox', { name: 'Clear stage 1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Clear stage 2' })).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Bought: Lantern Oil' })).toHaveValue(3);
    expect(screen.getByRole('spinbutton', { name: 'Bought: Wick Shard' })).toHaveValue(1);
    expect(screen.getByText('1 / 2 done')).toBeInTheDocument();

    // Ticking more updates the same document rather than adding a second one.
    const { _id } = (await readProgress('ember-festival', token))!;
    await user.click(screen.getByRole('checkbox', { name: 'Clear stage 2' }));
    await waitFor(async () =>
      expect(await readProgress('ember-festival', token)).toMatchObject({
        _id,
        tasks: ['clear-1', 'clear-2'],
      }),
    );
    const { documents } = await callData(
      'find',
      { collection: 'progress', filter: { event: 'ember-festival' } },
      token,
    );
    expect(documents).toHaveLength(1);
  });

  it('keeps one player’s progress from another', async () => {
    const { screen, renderProgress } = ui!;
    const player = await signInAs('player');
    const { insertedId } = await callData(
      'insertOne',
      {
        collection: 'progress',
        document: { event: 'ember-private', tasks: ['clear-2'], purchases: { oil: 5 } },
      },
      player.token,
    );
    const other = await signInAs('other');

    expect(await readProgress('ember-private', other.token)).toBeNull();
    expect(
      await callData(
        'updateOne',
        { collection: 'progress', filter: { _id: insertedId }, update: { $set: { tasks: [] } } },
        other.token,
      ),
    ).toEqual({ matchedCount: 0, modifiedCount: 0 });

    // The other player's tracker starts empty.
    renderProgress(emberEvent('ember-private'));
    expect(await screen.findByText('0 / 2 done')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Clear stage 2' })).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Bought: Lantern Oil' })).toHaveValue(0);

    expect(await readProgress('ember-private', player.token)).toMatchObject({
      owner: player.uid,
      tasks: ['clear-2'],
      purchases: { oil: 5 },
    });
  });

  it('rolls back and says so when the backend rejects the save', async () => {
    const { screen, renderProgress, waitFor } = ui!;
    const { token } = await signInAs('player');
    const user = ui!.user();
    // A task id the progress schema refuses (ids are lower-case slugs), so the backend answers 400.
    const event: TestEvent = {
      _id: 'ember-rejected',
      tasks: [{ id: 'Bonus Stage', label: 'Bonus stage' }],
      shop: [],
    };
    renderProgress(event);

    await user.click(await screen.findByRole('checkbox', { name: 'Bonus stage' }));
    expect(
      await screen.findByText('Your progress could not be saved. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Bonus stage' })).not.toBeChecked());
    expect(apiRequests.at(-1)).toEqual({ path: '/api/data/insertOne', status: 400 });
    expect(await readProgress('ember-rejected', token)).toBeNull();
  });

  // Last: it stops the server.
  it('rolls back and says so when the server cannot be reached', async () => {
    const { screen, renderProgress, waitFor } = ui!;
    await signInAs('player');
    const user = ui!.user();
    renderProgress(emberEvent('ember-festival'));
    const box = await screen.findByRole('checkbox', { name: 'Clear stage 1' });
    expect(box).toBeChecked();

    await server!.stop();
    await user.click(box);
    await waitFor(() => expect(apiRequests.at(-1)).toEqual({ path: '/api/data/updateOne', status: 0 }));
    expect(
      await screen.findByText('Your progress could not be saved. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Clear stage 1' })).toBeChecked());
  });
});
