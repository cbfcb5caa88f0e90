import { screen } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { englishMessages } from '../../i18n/en';
import { resourceDefinitions } from '../../resources';
import { consoleAudience, type ResourceDefinition } from '../../core/resourceDefinition';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { PortalMenu } from './PortalMenu';

/** A resource's menu label: the plural of its English name. */
const menuLabel = ({ name }: ResourceDefinition) => {
  const names: Record<string, { name: string }> = englishMessages.resources;
  return names[name]?.name.split('||||').at(-1)?.trim();
};
const inMenu = resourceDefinitions.filter((definition) => definition.console?.menu);
const forEveryone = inMenu.filter((d) => consoleAudience(d) === 'everyone').map(menuLabel);
const forAdmins = inMenu.filter((d) => consoleAudience(d) === 'admin').map(menuLabel);
const ACCOUNT_GROUP = ['Settings', 'Feedback'];

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
    const shown = entries();
    expect(shown.slice(0, 1)).toEqual(['Users']);
    expect(shown.slice(-2)).toEqual(ACCOUNT_GROUP);
    // The outcome report is the case manager's own: "My outcomes".
    expect(shown).toHaveLength(forEveryone.length + 1 + ACCOUNT_GROUP.length);
    expect(shown).toEqual(expect.arrayContaining([...forEveryone, 'My outcomes']));
    expect(shown.filter((label) => forAdmins.includes(label))).toEqual([]);
    expect(forAdmins).toEqual(expect.arrayContaining(['Access codes', 'Mails', 'Audit log']));
    // Settings opens the profile page's Settings tab, not its Profile tab.
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/profile?tab=settings',
    );
  });

  it('adds access codes and mails for administrators', async () => {
    renderWithAdmin(<PortalMenu />, { authProvider: authProvider(true) });
    expect(await screen.findByRole('menuitem', { name: 'Access codes' })).toBeInTheDocument();
    const shown = entries();
    expect(shown.slice(0, 1)).toEqual(['Users']);
    expect(shown.slice(-2)).toEqual(ACCOUNT_GROUP);
    expect(shown).toHaveLength(inMenu.length + 1 + ACCOUNT_GROUP.length);
    expect(shown).toEqual(expect.arrayContaining([...forEveryone, ...forAdmins, 'Outcomes']));
    // Each in its declared order: the spec's admin entries after Users.
    const place = (label: string) => shown.indexOf(label);
    expect(place('Access codes')).toBeLessThan(place('Mails'));
    expect(place('Mails')).toBeLessThan(place('Audit log'));
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
