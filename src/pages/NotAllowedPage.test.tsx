import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { loginEmailHint } from '../auth/loginEmailHint';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { NotAllowedPage } from './NotAllowedPage';

function authProvider(logout: AuthProvider['logout']): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout,
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve({}),
    getIdentity: () => Promise.resolve({ id: 1, email: 'manager@example.org' }),
  };
}

describe('NotAllowedPage', () => {
  it("says the spec's sentence and offers Go Home", () => {
    renderWithAdmin(<NotAllowedPage />, { url: '/not-allowed?to=%2Faccess-codes' });
    expect(screen.getByText('You do not have permission to access this route')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('logs out first on Login Instead, then goes to login keeping the refused path', async () => {
    const logout = vi.fn(() => Promise.resolve('/login'));
    const { location } = renderWithAdmin(<NotAllowedPage />, {
      url: '/not-allowed?to=%2Faccess-codes',
      path: '/not-allowed',
      authProvider: authProvider(logout),
    });
    // The identity is read before the click logs out.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.click(screen.getByRole('button', { name: 'Login Instead' }));
    expect(logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(location()).toBe('/login?to=%2Faccess-codes'));
    // The login form opens with the e-mail the user was signed in with.
    expect(loginEmailHint()).toBe('manager@example.org');
  });
});
