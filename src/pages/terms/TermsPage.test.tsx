import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { ApiProvider } from '../../app/ApiContext';
import { fakeApi } from '../../test/fakeApi';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { TermsPage } from './TermsPage';

function authProvider(hasAcceptedTerms: boolean): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve({ role: 'MG', isAdmin: false }),
    getIdentity: () =>
      Promise.resolve({ id: 1, username: 'ann', email: 'a@example.org', hasAcceptedTerms }),
  };
}

function setup(hasAcceptedTerms: boolean, locale: 'en' | 'zu' = 'en') {
  const { api, httpClient, tokens } = fakeApi(() => ({ access: 'A2', refresh: 'R2' }));
  tokens.store({ access: 'A1', refresh: 'R1' }, true);
  const result = renderWithAdmin(
    <ApiProvider value={api}>
      <TermsPage />
    </ApiProvider>,
    {
      url: '/terms-and-conditions',
      path: '/terms-and-conditions',
      authProvider: authProvider(hasAcceptedTerms),
      locale,
    },
  );
  return { ...result, httpClient, tokens };
}

describe('TermsPage', () => {
  it('covers the company, POPIA, age, cookies, security and liability, last updated 27 April 2022', async () => {
    setup(false);
    expect(await screen.findByText('Last updated 27 April 2022')).toBeInTheDocument();
    for (const text of [
      /Republic of South Africa/,
      /Protection of Personal Information Act/,
      /18 years or older/,
      /Cookies and browser storage/,
      /^7\. Security$/,
      /^8\. Liability$/,
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('button', { name: 'Scroll down' })).toBeInTheDocument();
  });

  it('accepts: the fresh tokens replace the stored ones and the user goes home', async () => {
    const { httpClient, tokens, location } = setup(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(httpClient).toHaveBeenCalledWith('users/accept-tsncs/', { method: 'POST' });
    expect(tokens.read()).toEqual({ access: 'A2', refresh: 'R2' });
  });

  it('shows no Accept once the terms are accepted', async () => {
    setup(true);
    expect(
      await screen.findByText('You have accepted these terms and conditions.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('is written in isiZulu too', async () => {
    setup(false, 'zu');
    expect(await screen.findByRole('button', { name: 'Yamukela' })).toBeInTheDocument();
    expect(screen.getByText(/Mthetho Wokuvikelwa Kolwazi Lomuntu Siqu/)).toBeInTheDocument();
  });
});
