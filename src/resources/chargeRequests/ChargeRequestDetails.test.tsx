import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider, DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { ApiProvider } from '../../app/ApiContext';
import { fakeApi } from '../../test/fakeApi';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import type { ChargeRequestDetail } from '../../../core/generated/charge-request-detail';
import { ChargeRequestDetails } from './ChargeRequestDetails';

const request: ChargeRequestDetail = {
  id: 12,
  firstName: 'Sipho',
  lastName: 'Dlamini',
  fullName: 'Sipho Dlamini',
  email: null,
  policyNumber: 'POL-9',
  company: 'Acme',
  accessCode: 'QWERTY12',
  createdBy: 'manager@example.org',
  createdAt: '2026-01-02T10:00:00Z',
  updatedAt: '2026-01-02T10:00:00Z',
  companyId: 1,
  designation: 'Case manager',
  used: false,
  otChargeRequests: [
    { email: 'mate@example.org', designation: 'OT', createdAt: '2026-01-02T10:00:00Z' },
  ],
  invitedSupporters: [
    {
      email: 'gone@example.org',
      designation: 'Coach',
      status: 'RJ',
      createdAt: '2026-01-02T10:00:00Z',
    },
  ],
};

const renderAs = (email: string, shown: ChargeRequestDetail = request) => {
  const authProvider: AuthProvider = {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve({ role: 'MG', isAdmin: false }),
    getIdentity: () => Promise.resolve({ id: 1, email }),
  };
  const getOne = vi.fn(() => Promise.resolve({ data: shown }));
  const { api, httpClient } = fakeApi(() => ({ is_new_supporter: true }));
  renderWithAdmin(
    <ApiProvider value={api}>
      <ChargeRequestDetails />
    </ApiProvider>,
    {
      url: '/users/charge-request/12/',
      path: '/users/charge-request/:id',
      authProvider,
      dataProvider: { getOne } as unknown as DataProvider,
    },
  );
  return { getOne, httpClient };
};

// Typing through react-admin forms is slow on a loaded machine; 5 s is not always enough.
describe('ChargeRequestDetails', { timeout: 30_000 }, () => {
  it('shows the fields, the directly added case managers and the invitations', async () => {
    const { getOne } = renderAs('manager@example.org');
    expect(await screen.findByText('QWERTY12')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('charge-requests', expect.objectContaining({ id: '12' }));
    expect(screen.getByText('mate@example.org')).toBeInTheDocument();
    expect(screen.getByText('gone@example.org')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
  });

  it('offers the add form to the creator', async () => {
    renderAs('Manager@example.org');
    expect(await screen.findByRole('region', { name: 'Add a supporter' })).toBeInTheDocument();
  });

  it('hides the add form from anyone else', async () => {
    renderAs('mate@example.org');
    expect(await screen.findByText('QWERTY12')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add a supporter' })).not.toBeInTheDocument();
  });

  it('offers its creator Edit and Withdraw, withdrawing only after a confirmation naming the code', async () => {
    const { httpClient } = renderAs('manager@example.org');
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/its access code QWERTY12 stops working/)).toBeInTheDocument();
    expect(httpClient).not.toHaveBeenCalledWith('charge-requests/12/', expect.anything());
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw' }),
    );
    await waitFor(() =>
      expect(httpClient).toHaveBeenCalledWith('charge-requests/12/', { method: 'DELETE' }),
    );
  });

  it('offers neither Edit nor Withdraw once its client registered', async () => {
    renderAs('manager@example.org', { ...request, used: true });
    expect(await screen.findByText('QWERTY12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('hides Edit and Withdraw from an attached case manager', async () => {
    renderAs('mate@example.org');
    expect(await screen.findByText('QWERTY12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });
});
