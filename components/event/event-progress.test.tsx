/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { useAuth, type AuthState } from '@/components/auth/auth-provider';
import { callData } from '@/lib/data/browser';
import { EventProgress } from './event-progress';

jest.mock('@/lib/data/browser', () => ({ callData: jest.fn() }));
jest.mock('@/components/auth/auth-provider', () => ({ useAuth: jest.fn() }));

const mockCallData = jest.mocked(callData);
const mockUseAuth = jest.mocked(useAuth);

const event = {
  _id: 'ember-festival',
  tasks: [
    { id: 'clear-1', label: 'Clear stage 1' },
    { id: 'clear-2', label: 'Clear stage 2' },
  ],
  shop: [
    { id: 'oil', item: 'Lantern Oil', cost: 10, currency: 'Ember Tokens', limit: 5 },
    { id: 'shard', item: 'Wick Shard', cost: 200, currency: 'Ember Tokens', limit: 1 },
  ],
};

function auth(overrides: Partial<AuthState>): AuthState {
  return {
    configured: true,
    ready: true,
    user: null,
    getIdToken: async () => 'token-1',
    signInWithGoogle: jest.fn(),
    signInWithEmail: jest.fn(),
    signOut: jest.fn(),
    ...overrides,
  };
}
const signedIn = () => auth({ user: { uid: 'u1', email: 'a@example.com', displayName: 'Ada' } as AuthState['user'] });

function renderProgress() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <EventProgress event={event} />
    </SWRConfig>,
  );
}

/** Answers the data API like the backend would, remembering the saved document. */
function fakeBackend(saved: { _id: string; event: string; tasks: string[]; purchases: Record<string, number> } | null) {
  mockCallData.mockImplementation(async (action: string, body: Record<string, unknown>) => {
    if (action === 'findOne') return { document: saved };
    if (action === 'insertOne') return { insertedId: 'p1' };
    if (action === 'updateOne') return { matchedCount: 1, modifiedCount: 1 };
    throw new Error(`unexpected ${action} ${JSON.stringify(body)}`);
  });
}

beforeEach(() => mockCallData.mockReset());

describe('EventProgress', () => {
  it('shows tasks and shop with no sign-in UI when Firebase is not configured', () => {
    mockUseAuth.mockReturnValue(auth({ configured: false }));
    renderProgress();
    expect(screen.getByText('Clear stage 1')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Lantern Oil' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/Sign in/)).not.toBeInTheDocument();
    expect(mockCallData).not.toHaveBeenCalled();
  });

  it('invites a signed-out visitor to sign in, without reading any progress', () => {
    mockUseAuth.mockReturnValue(auth({}));
    renderProgress();
    expect(screen.getByText(/Sign in to track your progress/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sign in/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(mockCallData).not.toHaveBeenCalled();
  });

  it('reads the saved progress with the ID token and shows it', async () => {
    mockUseAuth.mockReturnValue(signedIn());
    fakeBackend({ _id: 'p9', event: 'ember-festival', tasks: ['clear-2'], purchases: { oil: 3 } });
    renderProgress();

    expect(await screen.findByRole('checkbox', { name: 'Clear stage 2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Clear stage 1' })).not.toBeChecked();
    expect(screen.getByText('1 / 2 done')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Bought: Lantern Oil' })).toHaveValue(3);
    expect(screen.getByText('30 Ember Tokens')).toBeInTheDocument();
    expect(mockCallData).toHaveBeenCalledWith(
      'findOne',
      { collection: 'progress', filter: { event: 'ember-festival' } },
      'token-1',
    );
  });

  it('inserts the first save and updates that document afterwards', async () => {
    const user = userEvent.setup();
    mockUseAuth.mockReturnValue(signedIn());
    fakeBackend(null);
    renderProgress();

    await user.click(await screen.findByRole('checkbox', { name: 'Clear stage 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Clear stage 2' }));

    await waitFor(() => expect(mockCallData).toHaveBeenCalledTimes(3));
    expect(mockCallData).toHaveBeenNthCalledWith(
      2,
      'insertOne',
      { collection: 'progress', document: { event: 'ember-festival', tasks: ['clear-1'], purchases: {} } },
      'token-1',
    );
    expect(mockCallData).toHaveBeenNthCalledWith(
      3,
      'updateOne',
      {
        collection: 'progress',
        filter: { _id: 'p1' },
        update: { $set: { tasks: ['clear-1', 'clear-2'], purchases: {} } },
      },
      'token-1',
    );
    expect(screen.getByText('2 / 2 done')).toBeInTheDocument();
  });

  it('keeps purchases within the item limit and totals what was spent', async () => {
    const user = userEvent.setup();
    mockUseAuth.mockReturnValue(signedIn());
    fakeBackend({ _id: 'p9', event: 'ember-festival', tasks: [], purchases: {} });
    renderProgress();

    const shard = await screen.findByRole('spinbutton', { name: 'Bought: Wick Shard' });
    await user.type(shard, '{selectall}4');
    expect(shard).toHaveValue(1);
    const footer = screen.getByRole('rowheader', { name: 'Spent' }).closest('tr')!;
    expect(within(footer).getByText('200 Ember Tokens')).toBeInTheDocument();
    await waitFor(() =>
      expect(mockCallData).toHaveBeenLastCalledWith(
        'updateOne',
        { collection: 'progress', filter: { _id: 'p9' }, update: { $set: { tasks: [], purchases: { shard: 1 } } } },
        'token-1',
      ),
    );
  });

  it('rolls back and says so when a save fails', async () => {
    const user = userEvent.setup();
    mockUseAuth.mockReturnValue(signedIn());
    fakeBackend({ _id: 'p9', event: 'ember-festival', tasks: [], purchases: {} });
    renderProgress();

    const box = await screen.findByRole('checkbox', { name: 'Clear stage 1' });
    mockCallData.mockRejectedValueOnce(new Error('503'));
    await user.click(box);

    expect(await screen.findByText(/could not be saved/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Clear stage 1' })).not.toBeChecked());
  });
});
