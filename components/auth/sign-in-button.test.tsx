/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { useAuth, type AuthState } from './auth-provider';
import { SignInButton } from './sign-in-button';

jest.mock('./auth-provider', () => ({ useAuth: jest.fn() }));
const mockUseAuth = jest.mocked(useAuth);

function auth(overrides: Partial<AuthState> = {}): AuthState {
  return {
    configured: true,
    ready: true,
    user: null,
    getIdToken: async () => null,
    signInWithGoogle: jest.fn().mockResolvedValue(undefined),
    signInWithEmail: jest.fn().mockResolvedValue(undefined),
    signOut: jest.fn().mockResolvedValue(undefined),
    ...overrides,
  };
}

describe('SignInButton', () => {
  it.each([
    ['Firebase is not configured', { configured: false }],
    ['the auth state is not known yet', { ready: false }],
  ])('renders nothing when %s', (_, overrides) => {
    mockUseAuth.mockReturnValue(auth(overrides));
    const { container } = render(<SignInButton />);
    expect(container).toBeEmptyDOMElement();
  });

  it('signs in with email and password from the dialog', async () => {
    const user = userEvent.setup();
    const state = auth();
    mockUseAuth.mockReturnValue(state);
    render(<SignInButton />);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in with email' }));
    expect(state.signInWithEmail).toHaveBeenCalledWith('ada@example.com', 'secret-pass', false);
  });

  it('creates an account when asked, and explains a failure in words', async () => {
    const user = userEvent.setup();
    const state = auth({
      signInWithEmail: jest.fn().mockRejectedValue(new FirebaseError('auth/email-already-in-use', 'raw')),
    });
    mockUseAuth.mockReturnValue(state);
    render(<SignInButton />);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: /Create an account/ }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(state.signInWithEmail).toHaveBeenCalledWith('ada@example.com', 'secret-pass', true);
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with that email already exists');
  });

  it('offers Google sign-in', async () => {
    const user = userEvent.setup();
    const state = auth();
    mockUseAuth.mockReturnValue(state);
    render(<SignInButton />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(state.signInWithGoogle).toHaveBeenCalled();
  });

  it('shows who is signed in and signs out', async () => {
    const user = userEvent.setup();
    const state = auth({ user: { displayName: 'Ada', email: 'ada@example.com' } as AuthState['user'] });
    mockUseAuth.mockReturnValue(state);
    render(<SignInButton />);
    expect(screen.getByText('Ada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(state.signOut).toHaveBeenCalled();
  });
});
