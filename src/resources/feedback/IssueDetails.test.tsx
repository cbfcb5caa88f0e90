import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider, DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { ApiProvider } from '../../app/ApiContext';
import { fakeApi } from '../../test/fakeApi';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import type { IssueDetail } from '../../../core/generated/issue-detail';
import { IssueDetails } from './IssueDetails';

const AUTHOR = 'supporter@example.org';
const UUID = '6f1c1f5e-5b0e-4c59-9a53-0c7f3c7e2a11';

const issue = (status: IssueDetail['status']): IssueDetail & { id: string } => ({
  id: UUID,
  uuid: UUID,
  title: 'The chart is emtpy',
  text: '',
  status,
  createdAt: '2026-11-01T10:00:00Z',
  createdBy: AUTHOR,
  assignedTo: null,
  assignedToUuid: null,
  events: [],
  comments: [],
});

const renderAs = (email: string, shown: IssueDetail & { id: string }) => {
  const authProvider: AuthProvider = {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve({ role: 'MG', isAdmin: false }),
    getIdentity: () => Promise.resolve({ id: 1, email, isAdmin: false }),
  };
  const getOne = vi.fn(() => Promise.resolve({ data: shown }));
  const update = vi.fn(() => Promise.resolve({ data: shown }));
  const { api } = fakeApi(() => ({}));
  renderWithAdmin(
    <ApiProvider value={api}>
      <IssueDetails />
    </ApiProvider>,
    {
      url: `/feedback/issues/${UUID}`,
      path: '/feedback/issues/:uuid',
      authProvider,
      dataProvider: { getOne, update } as unknown as DataProvider,
    },
  );
  return { update };
};

// Typing through react-admin forms is slow on a loaded machine; 5 s is not always enough.
describe('IssueDetails', { timeout: 30_000 }, () => {
  it('lets its author correct the title while nobody has taken it up', async () => {
    const { update } = renderAs(AUTHOR, issue('EVC'));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the issue' });
    const title = await within(dialog).findByRole('textbox', { name: /Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'The chart is empty');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'issues',
        expect.objectContaining({ id: UUID, data: { title: 'The chart is empty' } }),
      ),
    );
  });

  it('offers no Edit once assigned', async () => {
    renderAs(AUTHOR, issue('EVA'));
    expect(await screen.findByText('The chart is emtpy', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('offers no Edit to anyone but its author', async () => {
    renderAs('someone@example.org', issue('EVC'));
    expect(await screen.findByText('The chart is emtpy', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
