import { screen, waitFor } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { renderWithAdmin } from '../test/renderWithAdmin';
import { RouteGuard } from './RouteGuard';

const routes = [
  { name: 'users', path: '/users' },
  { name: 'profile', path: '/profile' },
  { name: 'tsncs', path: '/terms-and-conditions' },
  { name: 'access-codes', path: '/access-codes', adminOnly: true },
];

const profile = {
  id: 1,
  username: 'ann',
  email: 'ann@example.org',
  isSuperuser: false,
  isStaff: false,
  hasAcceptedTerms: true,
  shouldUpdateProfile: false,
  isAdmin: false,
  mustSetUpSecondFactor: false,
  role: 'MG',
};

function auth(overrides: Partial<typeof profile> = {}, isAdmin = false): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getIdentity: () => Promise.resolve({ ...profile, ...overrides, fullName: 'ann' }),
    getPermissions: () => Promise.resolve({ role: isAdmin ? 'AD' : 'MG', isAdmin }),
  };
}

function visit(url: string, authProvider: AuthProvider) {
  return renderWithAdmin(
    <RouteGuard routes={routes}>
      <p>The page</p>
    </RouteGuard>,
    { url, path: '/:page', authProvider },
  );
}

describe('RouteGuard', () => {
  it('shows the page once the profile allows it', async () => {
    visit('/users', auth());
    expect(await screen.findByText('The page')).toBeInTheDocument();
  });

  it('sends a user who has not accepted the terms to the terms page', async () => {
    const { location } = visit('/users', auth({ hasAcceptedTerms: false }));
    await waitFor(() => expect(location()).toBe('/terms-and-conditions'));
  });

  it('holds a user without names with the Update Profile notice', async () => {
    visit('/users', auth({ shouldUpdateProfile: true }));
    expect(await screen.findByRole('heading', { name: 'Update Profile' })).toBeInTheDocument();
    expect(screen.getByText('First Name')).toBeInTheDocument();
    expect(screen.getByText('Last Name')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proceed' })).toHaveAttribute(
      'href',
      '/profile?update=true',
    );
    expect(screen.queryByText('The page')).toBeNull();
  });

  it('holds a role that must use a second factor with its setup, before any page', async () => {
    visit('/users', auth({ mustSetUpSecondFactor: true }));
    expect(
      await screen.findByRole('heading', { name: 'Set up a second factor' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up a second factor' })).toBeEnabled();
    expect(screen.queryByText('The page')).toBeNull();
  });

  it('lets a user without names see the profile page', async () => {
    visit('/profile', auth({ shouldUpdateProfile: true }));
    expect(await screen.findByText('The page')).toBeInTheDocument();
  });

  it('sends a non-admin on an admin-only route to Not Allowed', async () => {
    const { location } = visit('/access-codes', auth());
    await waitFor(() => expect(location()).toBe('/not-allowed?to=%2Faccess-codes'));
  });

  it('lets an admin through', async () => {
    visit('/access-codes', auth({ isAdmin: true }, true));
    expect(await screen.findByText('The page')).toBeInTheDocument();
  });
});
