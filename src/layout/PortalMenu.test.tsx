import { screen } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { renderWithAdmin } from '../test/renderWithAdmin';
import { PortalMenu } from './PortalMenu';

function authProvider(isAdmin: boolean, identity?: Promise<never>): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve({ role: isAdmin ? 'AD' : 'MG', isAdmin }),
    getIdentity: () =>
      identity ??
      Promise.resolve({ id: 1, username: 'sipho', email: 'manager@example.org', fullName: 'x' }),
  };
}

const entries = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('PortalMenu', () => {
  it('shows users, then settings and feedback to a case manager, with the profile on top', async () => {
    renderWithAdmin(<PortalMenu />, { authProvider: authProvider(false) });
    expect(await screen.findByText('manager@example.org')).toBeInTheDocument();
    expect(screen.getByText('sipho')).toBeInTheDocument();
    expect(entries()).toEqual(['Users', 'Settings', 'Feedback']);
    // Settings opens the profile page's Settings tab, not its Profile tab.
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/profile?tab=settings',
    );
  });

  it('adds access codes and mails for administrators', async () => {
    renderWithAdmin(<PortalMenu />, { authProvider: authProvider(true) });
    expect(await screen.findByRole('menuitem', { name: 'Access codes' })).toBeInTheDocument();
    expect(entries()).toEqual([
      'Users',
      'Access codes',
      'Mails',
      'Audit log',
      'Settings',
      'Feedback',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Mails' })).toHaveAttribute('href', '/emails');
  });

  it('shows three shimmer placeholders while the profile loads', () => {
    renderWithAdmin(<PortalMenu />, {
      authProvider: authProvider(false, new Promise<never>(() => undefined)),
    });
    // Plain text, not a status region: the side menu's role=menu owns menu items only.
    const loading = screen.getByText('Loading your profile').parentElement;
    expect(loading?.querySelectorAll('.MuiSkeleton-root')).toHaveLength(3);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
