/** @jest-environment ./jest/jsdom-with-fetch.js */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { useAuth, type AuthState } from './auth-provider';
import { SignInButton } from './sign-in-button';
import { GET as wordsRoute } from '@/app/[locale]/sign-in-words.json/route';
import type { SiteLocale } from '@/lib/i18n/locales';

jest.mock('./auth-provider', () => ({ useAuth: jest.fn() }));
const mockUseAuth = jest.mocked(useAuth);
let locale: SiteLocale = 'en';
jest.mock('#i18n/use-locale', () => ({ useLocale: () => locale }));

/**
 * Every request the buttons of this file made (the words are fetched once per language and page
 * load, so once per file here): each is answered by the real words route.
 */
const asked: string[] = [];
beforeEach(() => {
  locale = 'en';
  global.fetch = (async (input: string) => {
    asked.push(input);
    const lang = /^\/(ja|es)\//.exec(input)?.[1] ?? 'en';
    if (!input.endsWith('/sign-in-words.json')) return new Response('not found', { status: 404 });
    return wordsRoute(new Request(`http://localhost${input}`), { params: Promise.resolve({ locale: lang }) });
  }) as typeof fetch;
});

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

/** The button, once its words have come. */
async function signInButton(name = 'Sign in') {
  return screen.findByRole('button', { name });
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

    await user.click(await signInButton());
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in with email' }));
    expect(state.signInWithEmail).toHaveBeenCalledWith('ada@example.com', 'secret-pass', false);
  });

  it('creates an account when asked, and explains a failure in words', async () => {
    const { user, state } = renderButton({
      signInWithEmail: jest.fn().mockRejectedValue(new FirebaseError('auth/email-already-in-use', 'raw')),
    });

    await user.click(await signInButton());
    await user.click(await screen.findByRole('button', { name: /Create an account/ }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(state.signInWithEmail).toHaveBeenCalledWith('ada@example.com', 'secret-pass', true);
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with that email already exists');
  });

  it('offers Google sign-in', async () => {
    const { user, state } = renderButton();
    await user.click(await signInButton());
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(state.signInWithGoogle).toHaveBeenCalled();
  });

  it('shows who is signed in and signs out', async () => {
    const { user, state } = renderButton({
      user: { displayName: 'Ada', email: 'ada@example.com' } as AuthState['user'],
    });
    expect(await screen.findByText('Ada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(state.signOut).toHaveBeenCalled();
  });

  it.each([
    ['ja', '/ja/sign-in-words.json', 'サインイン', 'Googleで続ける', 'パスワード'],
    ['es', '/es/sign-in-words.json', 'Iniciar sesión', 'Continuar con Google', 'Contraseña'],
    ['en', '/sign-in-words.json', 'Sign in', 'Continue with Google', 'Password'],
  ] as const)('speaks %s, in words it fetches from %s', async (lang, url, signIn, google, password) => {
    locale = lang;
    const user = userEvent.setup();
    mockUseAuth.mockReturnValue(auth());
    render(<SignInButton />);
    await user.click(await signInButton(signIn));
    expect(await screen.findByRole('button', { name: google })).toBeInTheDocument();
    expect(screen.getByLabelText(password)).toBeInTheDocument();
    expect(asked).toContain(url);
  });

  it('asks for its words once per language, however many buttons show', async () => {
    locale = 'es';
    mockUseAuth.mockReturnValue(auth());
    render(
      <>
        <SignInButton />
        <SignInButton size="sm" />
      </>,
    );
    expect(await screen.findAllByRole('button', { name: 'Iniciar sesión' })).toHaveLength(2);
    // Once in this file: by the test above, or (run alone) by the first of these two buttons.
    expect(asked.filter((url) => url === '/es/sign-in-words.json')).toHaveLength(1);
  });
});
