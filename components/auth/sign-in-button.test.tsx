/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { useAuth, type AuthState } from './auth-provider';
import { englishSignInWords, SignInButton } from './sign-in-button';
import { signInWords } from './sign-in-words';

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

/** Renders the button over an auth state with `overrides`, for a user to act on. */
function renderButton(overrides: Partial<AuthState> = {}) {
  const user = userEvent.setup();
  const state = auth(overrides);
  mockUseAuth.mockReturnValue(state);
  render(<SignInButton />);
  return { user, state };
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
    const { user, state } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in with email' }));
    expect(state.signInWithEmail).toHaveBeenCalledWith('ada@example.com', 'secret-pass', false);
  });

  it('creates an account when asked, and explains a failure in words', async () => {
    const { user, state } = renderButton({
      signInWithEmail: jest.fn().mockRejectedValue(new FirebaseError('auth/email-already-in-use', 'raw')),
    });

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: /Create an account/ }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(state.signInWithEmail).toHaveBeenCalledWith('ada@example.com', 'secret-pass', true);
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with that email already exists');
  });

  it('offers Google sign-in', async () => {
    const { user, state } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(state.signInWithGoogle).toHaveBeenCalled();
  });

  it('shows who is signed in and signs out', async () => {
    const { user, state } = renderButton({
      user: { displayName: 'Ada', email: 'ada@example.com' } as AuthState['user'],
    });
    expect(screen.getByText('Ada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(state.signOut).toHaveBeenCalled();
  });

  it.each([
    ['ja', 'サインイン', 'Googleで続ける', 'パスワード'],
    ['es', 'Iniciar sesión', 'Continuar con Google', 'Contraseña'],
  ] as const)(
    'speaks %s when its server parent passes the words',
    async (locale, signIn, google, password) => {
      const user = userEvent.setup();
      mockUseAuth.mockReturnValue(auth());
      render(<SignInButton words={signInWords(locale)} />);
      await user.click(screen.getByRole('button', { name: signIn }));
      expect(await screen.findByRole('button', { name: google })).toBeInTheDocument();
      expect(screen.getByLabelText(password)).toBeInTheDocument();
    },
  );

  it('has the same English words as the catalog', () => {
    expect(signInWords('en')).toEqual(englishSignInWords);
  });
});
