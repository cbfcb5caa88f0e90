import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { emails } from '../../resources/emails';
import { users } from '../../resources/users';
import { ApiProvider } from '../app/ApiContext';
import { fakeApi } from '../test/fakeApi';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { DeclaredActions, type DeclaredActionsProps } from './DeclaredActions';

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
  isActive: true,
  secondFactor: false,
};

function setup(props: DeclaredActionsProps) {
  const { api, httpClient } = fakeApi(() => ({ message: 'Done by the server.' }));
  renderWithAdmin(
    <ApiProvider value={api}>
      <DeclaredActions {...props} />
    </ApiProvider>,
    { authProvider: admin },
  );
  return { httpClient };
}

describe('DeclaredActions', () => {
  it('disables what its rule refuses, confirms with the focus on Cancel, and posts by the key', async () => {
    const { httpClient } = setup({
      definition: users,
      record: account,
      recordKey: account.uuid,
      values: { name: 'Ayanda' },
    });
    const reset = await screen.findByRole('button', { name: 'Send password reset' });
    // No second factor to reset: the rule the API applies disables the button, and says why.
    const resetFactor = screen.getByRole('button', { name: 'Reset second factor' });
    expect(resetFactor).toBeDisabled();
    expect(resetFactor).toHaveAccessibleDescription('This account has no second factor to reset.');
    await userEvent.click(reset);
    const dialog = await screen.findByRole('dialog', { name: 'Send a password reset e-mail?' });
    expect(dialog).toHaveTextContent('An e-mail with a reset token goes to ayanda@example.org.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(httpClient).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(httpClient).toHaveBeenCalledWith(`users/${account.uuid}/password-reset/`, {
        method: 'POST',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('hides an action its rule refuses when it says so, and posts one without a confirmation at once', async () => {
    setup({ definition: emails, record: { id: 5, status: 'SS' } });
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
    const { httpClient } = setup({ definition: emails, record: { id: 6, status: 'FL' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(httpClient).toHaveBeenCalledWith('mail/6/resend/', { method: 'POST' }),
    );
  });

  it('offers Send now, not Resend, on a mail never sent, and neither after a permanent refusal', async () => {
    setup({ definition: emails, record: { id: 7, status: 'FL', failureCode: 550 } });
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
    const { httpClient } = setup({ definition: emails, record: { id: 8, status: 'PN' } });
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Send now' }));
    await waitFor(() =>
      expect(httpClient).toHaveBeenCalledWith('mail/8/send-now/', { method: 'POST' }),
    );
  });
});
