import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  HttpError,
  memoryStore,
  TestMemoryRouter,
  type AuthProvider,
} from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SecondFactorNeeded } from '../auth/authProvider';
import { forgetLoginEmail, loginEmailHint, rememberLoginEmail } from '../auth/loginEmailHint';
import { englishLoginTree } from '../i18n/englishLoginTree';
import { LOCALES } from '../i18n/languageMessages';
import { zuluLoginTree } from '../i18n/zuluLoginTree';
import { LoginPage } from './LoginPage';

let login: ReturnType<typeof vi.fn<AuthProvider['login']>>;
let missingKeys: string[];

/**
 * Only the login page's messages, as a first paint has them (i18n/languageMessages): every test
 * below fails when the page shows a key they lack.
 */
const loginPageI18n = () =>
  polyglotI18nProvider(
    (locale) => (locale === 'zu' ? zuluLoginTree : englishLoginTree),
    'en',
    LOCALES,
    {
      onMissingKey: (key: string) => {
        missingKeys.push(key);
        return key;
      },
    },
  );

function renderLogin(url = '/login') {
  const authProvider: AuthProvider = {
    login,
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.reject(new Error('not signed in')),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve({}),
  };
  return render(
    <TestMemoryRouter initialEntries={[url]}>
      <AdminContext
        authProvider={authProvider}
        i18nProvider={loginPageI18n()}
        store={memoryStore()}
      >
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<p>Arrived</p>} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const emailInput = () => screen.getByRole('textbox', { name: 'Email' });
const passwordInput = () => screen.getByLabelText('Password');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Login' }));

describe('LoginPage', () => {
  beforeEach(() => {
    login = vi.fn<AuthProvider['login']>(() => Promise.resolve());
    missingKeys = [];
    forgetLoginEmail();
  });

  afterEach(() => {
    expect(missingKeys).toEqual([]);
  });

  it('opens with the e-mail kept after a password reset, and forgets it after login', async () => {
    rememberLoginEmail('ann@example.org');
    renderLogin('/login?resetSuccess=true');
    expect(emailInput()).toHaveValue('ann@example.org');
    await userEvent.type(passwordInput(), 'a-long-password');
    await submit();
    await waitFor(() =>
      expect(login).toHaveBeenCalledWith({
        email: 'ann@example.org',
        password: 'a-long-password',
        remember: false,
      }),
    );
    expect(loginEmailHint()).toBeNull();
  });

  it('requires both fields without calling login, and marks them required', async () => {
    renderLogin();
    await submit();
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(login).not.toHaveBeenCalled();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    // The red asterisk is CSS; the label text stays exactly the field name.
    expect((emailInput() as HTMLInputElement).labels?.[0]).toHaveTextContent(/^Email$/);
    expect(emailInput()).toHaveAttribute('aria-required', 'true');
    expect(passwordInput()).toHaveAttribute('aria-required', 'true');
  });

  it('refuses an invalid e-mail without calling login', async () => {
    renderLogin();
    await userEvent.type(emailInput(), 'ann@');
    await userEvent.type(passwordInput(), 'secret');
    await submit();
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('logs in with email, password and remember me, then goes to `to`', async () => {
    renderLogin('/login?to=%2Fcharges%3Ftab%3D1');
    await userEvent.type(emailInput(), 'ann@example.org');
    await userEvent.type(passwordInput(), 'secret');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await submit();
    await waitFor(() =>
      expect(login).toHaveBeenCalledWith({
        email: 'ann@example.org',
        password: 'secret',
        remember: true,
      }),
    );
    expect(await screen.findByText('Arrived')).toBeInTheDocument();
  });

  it("shows the server's message in a banner when login is refused", async () => {
    login.mockRejectedValueOnce(
      new HttpError('Unable to log in with the provided credentials.', 401, {}),
    );
    renderLogin();
    await userEvent.type(emailInput(), 'ann@example.org');
    await userEvent.type(passwordInput(), 'wrong');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to log in with the provided credentials.',
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('asks for the second factor, requires it, and logs in with the challenge and the code', async () => {
    login.mockRejectedValueOnce(new SecondFactorNeeded('challenge-1'));
    renderLogin();
    await userEvent.type(emailInput(), 'ann@example.org');
    await userEvent.type(passwordInput(), 'secret');
    await submit();
    expect(
      await screen.findByText(
        'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(login).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), ' 123456 ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(login).toHaveBeenLastCalledWith({
        challenge: 'challenge-1',
        remember: false,
        code: '123456',
      }),
    );
  });

  it('goes back from the code step to the password step', async () => {
    login.mockRejectedValueOnce(new SecondFactorNeeded('challenge-1'));
    renderLogin();
    await userEvent.type(emailInput(), 'ann@example.org');
    await userEvent.type(passwordInput(), 'secret');
    await submit();
    await userEvent.click(await screen.findByRole('button', { name: 'Back to the password' }));
    expect(passwordInput()).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();
  });

  it('says why after an idle sign-out', async () => {
    renderLogin('/login?to=%2Femails&reason=idle');
    expect(
      await screen.findByText(
        'You were signed out after 30 minutes without activity. Log in to continue where you were.',
      ),
    ).toBeInTheDocument();
  });

  it('translates the network error key in the banner', async () => {
    login.mockRejectedValueOnce(new HttpError('portal.errors.network', 0));
    renderLogin();
    await userEvent.type(emailInput(), 'ann@example.org');
    await userEvent.type(passwordInput(), 'secret');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not connect to our the servers. Make sure you have an internet connection and try again.',
    );
  });

  it('disables the button while logging in', async () => {
    login.mockReturnValueOnce(new Promise(() => undefined));
    renderLogin();
    await userEvent.type(emailInput(), 'ann@example.org');
    await userEvent.type(passwordInput(), 'secret');
    await submit();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled());
  });

  it('toggles password visibility', async () => {
    renderLogin();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('gives the inputs names and autocomplete hints', () => {
    renderLogin();
    expect(emailInput()).toHaveAttribute('name', 'email');
    expect(emailInput()).toHaveAttribute('autocomplete', 'username');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/password-reset',
    );
  });

  it('confirms a password reset', () => {
    renderLogin('/login?resetSuccess=true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your password has been reset. Log in to continue.',
    );
  });

  it('switches to isiZulu at once', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'isiZulu' }));
    expect(await screen.findByRole('button', { name: 'Ngena' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'I-imeyili' })).toBeInTheDocument();
  });
});
