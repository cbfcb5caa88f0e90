import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider, DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { ApiProvider } from '../../app/ApiContext';
import { fakeApi } from '../../test/fakeApi';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { UsersPage } from './UsersPage';

const dataProvider = {
  getList: () => Promise.resolve({ data: [], total: 0 }),
} as unknown as DataProvider;

const authAs = (isAdmin: boolean): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve({ role: isAdmin ? 'AD' : 'MG', isAdmin }),
});

// My Users asks for its attention summary beside the list.
const { api } = fakeApi(() => ({ total: 0, byCode: {} }));

const renderUsers = (url: string, isAdmin = true, stored?: Record<string, unknown>) =>
  renderWithAdmin(
    <ApiProvider value={api}>
      <UsersPage />
    </ApiProvider>,
    {
      url,
      path: '/users',
      authProvider: authAs(isAdmin),
      dataProvider,
      stored,
    },
  );

describe('UsersPage', () => {
  it('gives administrators the Case Managers and Users tabs, the first by default', async () => {
    renderUsers('/users');
    expect(await screen.findByRole('tab', { name: 'Case Managers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'false');
  });

  it('opens the second tab with tab=1 and keeps the choice in the URL', async () => {
    const { location } = renderUsers('/users?tab=1');
    expect(await screen.findByRole('tab', { name: 'Users' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Case Managers' }));
    expect(location()).toBe('/users?tab=0');
  });

  it('brings a list opened by its plain path back as it was left, with or without its tab', async () => {
    const kept = {
      'case-managers.listParams': { filter: { q: 'ann' }, sort: 'email', order: 'ASC', page: 2 },
    };
    for (const url of ['/users', '/users?tab=0']) {
      const { location, unmount } = renderUsers(url, true, kept);
      await screen.findByRole('tab', { name: 'Case Managers' });
      await waitFor(() =>
        expect(Object.fromEntries(new URLSearchParams(location().split('?')[1]))).toEqual({
          filter: '{"q":"ann"}',
          sort: 'email',
          order: 'ASC',
          page: '2',
          tab: '0',
        }),
      );
      unmount();
    }
  });

  it('stays on its plain path when the kept state holds no list key (no redirect to itself)', async () => {
    const { location } = renderUsers('/users?tab=0', true, {
      'case-managers.listParams': { selection: true },
    });
    expect(await screen.findByRole('tab', { name: 'Case Managers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(location()).toBe('/users?tab=0');
  });

  it('gives others My Users and Consent Requests; tab=1 opens the second', async () => {
    renderUsers('/users?tab=1', false);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['My Users', 'Consent Requests']);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Case Managers')).not.toBeInTheDocument();
  });

  it('names the tabs by their text and describes them by their tooltip', async () => {
    renderUsers('/users?tab=0', false);
    const myUsers = await screen.findByRole('tab', { name: 'My Users' });
    expect(myUsers).toHaveAccessibleDescription('The users you look after');
    expect(screen.getByRole('tab', { name: 'Consent Requests' })).toHaveAccessibleDescription(
      'Access codes you have requested for new users',
    );
  });
});
