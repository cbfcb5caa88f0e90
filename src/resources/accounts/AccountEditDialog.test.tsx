import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { users } from '../../../resources/users';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { AccountEditDialog } from './AccountEditDialog';
import type { AccountRecord } from './accountRecord';

const base: AccountRecord = {
  id: 41,
  uuid: '6f0d8a4e-8a43-4e44-9a38-2f6a1c1f4b11',
  email: 'nandi@example.org',
  firstName: 'Nandi',
  lastName: 'Zulu',
  role: 'QM',
  isActive: true,
  secondFactor: false,
};

function renderDialog(record: AccountRecord) {
  const onSave = vi.fn(() => Promise.resolve(null));
  const dataProvider = {
    getList: () => Promise.resolve({ data: [], total: 0 }),
  } as unknown as DataProvider;
  renderWithAdmin(
    <AccountEditDialog
      definition={users}
      open
      onClose={() => undefined}
      record={record}
      onSave={onSave}
      pending={false}
    />,
    { dataProvider },
  );
  return onSave;
}

async function renameAndSave() {
  const lastName = screen.getByLabelText('Last name', { exact: true });
  await userEvent.clear(lastName);
  await userEvent.type(lastName, 'Dube');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('AccountEditDialog on an account page', () => {
  it('sends only the changed name for an account with no stored role', async () => {
    const onSave = renderDialog({ ...base, role: null });
    await renameAndSave();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ lastName: 'Dube' }));
  });

  it('offers an app user no role and no companies', async () => {
    const onSave = renderDialog({ ...base, role: null, isClient: true });
    expect(screen.queryByLabelText('Role', { exact: true })).toBeNull();
    expect(screen.queryByLabelText('Companies')).toBeNull();
    await renameAndSave();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ lastName: 'Dube' }));
  });

  it("labels the fields with the users resource's names", () => {
    renderDialog(base);
    expect(screen.getByLabelText('Role', { exact: true })).toBeTruthy();
    expect(screen.getByLabelText('First name', { exact: true })).toBeTruthy();
  });
});
