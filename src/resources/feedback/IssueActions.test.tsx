import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { IssueActor } from '../../../machines/issueLifecycle';
import { ApiProvider } from '../../app/ApiContext';
import { fakeApi } from '../../test/fakeApi';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import type { IssueDetail } from '../../../core/generated/issue-detail';
import { IssueActions } from './IssueActions';

const ADMIN = 'admin@example.org';
const HELPDESK = 'helpdesk@example.org';

const issue = (status: IssueDetail['status'], assignedTo: string | null): IssueDetail => ({
  uuid: '6f1c1f5e-5b0e-4c59-9a53-0c7f3c7e2a11',
  title: 'The chart is empty',
  text: '',
  status,
  createdAt: '2026-11-01T10:00:00Z',
  createdBy: 'supporter@example.org',
  assignedTo,
  assignedToUuid: null,
  events: [],
  comments: [],
});

const setup = (detail: IssueDetail, actor: IssueActor) => {
  const { api, httpClient } = fakeApi(() => detail);
  renderWithAdmin(
    <ApiProvider value={api}>
      <IssueActions issue={detail} actor={actor} />
    </ApiProvider>,
  );
  return { httpClient };
};

const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('IssueActions', () => {
  it('shows nothing to a non-staff user, whatever the status', () => {
    setup(issue('EVA', ADMIN), { id: ADMIN, isStaff: false });
    expect(buttons()).toEqual([]);
  });

  it('lets staff assign a created issue', () => {
    setup(issue('EVC', null), { id: ADMIN, isStaff: true });
    expect(buttons()).toEqual(['Assign']);
  });

  it('lets a staff user the issue is not assigned to reassign it, not resolve it', () => {
    setup(issue('EVA', HELPDESK), { id: ADMIN, isStaff: true });
    expect(buttons()).toEqual(['Reassign']);
  });

  it('lets the staff assignee reassign and resolve it; resolving asks first, then posts EVR', async () => {
    const { httpClient } = setup(issue('EVN', ADMIN), { id: ADMIN, isStaff: true });
    expect(buttons()).toEqual(['Reassign', 'Resolve']);
    await userEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve this issue?' });
    expect(dialog).toHaveTextContent('A resolved issue is final');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(httpClient).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    const again = await screen.findByRole('dialog', { name: 'Resolve this issue?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(httpClient).toHaveBeenCalledWith(
        'feedback/issues/6f1c1f5e-5b0e-4c59-9a53-0c7f3c7e2a11/status-update/',
        { method: 'POST', body: { status: 'EVR' } },
      ),
    );
  });

  it('offers nothing on a resolved issue', () => {
    setup(issue('EVR', ADMIN), { id: ADMIN, isStaff: true });
    expect(buttons()).toEqual([]);
  });
});
