import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { caseManagers } from '../../resources/caseManagers';
import { users } from '../../resources/users';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { ResourceEditDialog } from './ResourceEditDialog';

const companies = [
  { id: 1, name: 'Acme' },
  { id: 2, name: 'Bantu Bank' },
];

const manager = {
  id: 41,
  uuid: '6f0d8a4e-8a43-4e44-9a38-2f6a1c1f4b11',
  email: 'nandi@example.org',
  firstName: 'Nandi',
  lastName: 'Zulu',
  role: 'QM',
  companies: [companies[0]],
};

let update: ReturnType<typeof vi.fn<(...args: unknown[]) => Promise<unknown>>>;

function renderDialog(definition = caseManagers) {
  const dataProvider = {
    update,
    getList: () => Promise.resolve({ data: companies, total: companies.length }),
  } as unknown as DataProvider;
  renderWithAdmin(
    <ResourceEditDialog
      definition={definition}
      record={manager}
      recordKey={manager.uuid}
      open
      onClose={() => undefined}
      onSaved={() => undefined}
    />,
    { dataProvider },
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe("the generated edit dialog of an account (the definition's edit)", () => {
  beforeEach(() => {
    update = vi.fn(() => Promise.resolve({ data: manager }));
  });

  it('sends only the changed fields, by the key the API finds the record by', async () => {
    renderDialog();
    const lastName = await screen.findByLabelText('Last name', { exact: true });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Dube');
    await save();
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'case-managers',
        expect.objectContaining({ id: manager.uuid, data: { lastName: 'Dube' } }),
      ),
    );
  });

  it("adds a company to the case manager's, sending their ids", async () => {
    renderDialog();
    expect(await screen.findByRole('button', { name: 'Acme' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /Companies/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bantu Bank' }));
    await save();
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'case-managers',
        expect.objectContaining({ data: { companies: [1, 2] } }),
      ),
    );
  });

  it('labels the role by its name, and offers an account no companies', async () => {
    renderDialog(users);
    expect(await screen.findByRole('combobox', { name: 'Role' })).toHaveTextContent(
      'Quasi case manager',
    );
    expect(screen.queryByRole('combobox', { name: /Companies/ })).toBeNull();
  });
});
