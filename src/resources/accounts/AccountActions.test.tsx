import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { users } from '../../../resources/users';
import { ApiProvider } from '../../app/ApiContext';
import { fakeApi } from '../../test/fakeApi';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { AccountActions } from './AccountActions';

const admin: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve({ role: 'AD', isAdmin: true }),
  getIdentity: () => Promise.resolve({ id: 1 }),
};

const account = {
  id: 3,
  uuid: '6f1c1f5e-5b0e-4c59-9a53-0c7f3c7e2a11',
  email: 'ayanda@example.org',
  firstName: 'Ayanda',
  lastName: 'Dlamini',
  role: 'MG' as const,
  isActive: true,
  isClient: false,
  secondFactor: false,
};

describe('AccountActions', () => {
  it('asks before deactivating, in Zulu, with the focus on Cancel and nothing sent', async () => {
    const { api, httpClient } = fakeApi(() => ({}));
    renderWithAdmin(
      <ApiProvider value={api}>
        <AccountActions definition={users} record={account} />
      </ApiProvider>,
      { authProvider: admin, locale: 'zu' },
    );
    // Deactivate and Close are different words: the dialog's Close would be "Vala".
    await userEvent.click(await screen.findByRole('button', { name: 'Misa' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Misa i-akhawunti ka-Ayanda Dlamini?');
    expect(screen.getByRole('button', { name: 'Khansela' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(httpClient).not.toHaveBeenCalled();
  });

  it('says why its own account cannot be deactivated', async () => {
    const { api } = fakeApi(() => ({}));
    renderWithAdmin(
      <ApiProvider value={api}>
        <AccountActions definition={users} record={{ ...account, id: 1 }} />
      </ApiProvider>,
      { authProvider: admin },
    );
    const deactivate = await screen.findByRole('button', { name: 'Deactivate' });
    await screen.findByText('You cannot deactivate yourself or change your own role.');
    expect(deactivate).toBeDisabled();
    expect(deactivate).toHaveAccessibleDescription(
      'You cannot deactivate yourself or change your own role.',
    );
  });
});
