import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type DataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { caseManagers } from '../../resources/caseManagers';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { ResourceCreateDialog } from './ResourceCreateDialog';

let create: ReturnType<typeof vi.fn<(...args: unknown[]) => Promise<unknown>>>;
let onCreated: ReturnType<typeof vi.fn<(record: unknown) => void>>;

const companies = [
  { id: 1, name: 'Acme' },
  { id: 2, name: 'Bantu Bank' },
];

function renderDialog() {
  const dataProvider = {
    create,
    getList: () => Promise.resolve({ data: companies, total: companies.length }),
  } as unknown as DataProvider;
  return renderWithAdmin(
    <ResourceCreateDialog
      definition={caseManagers}
      open
      onClose={() => undefined}
      onCreated={onCreated}
    />,
    { dataProvider },
  );
}

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

async function fillValid() {
  await userEvent.type(field('First name'), 'Nandi');
  await userEvent.type(field('Last name'), 'Zulu');
  await userEvent.type(field('Email'), 'nandi@example.org');
  await userEvent.type(field('Password'), 'A-long-enough-password');
  await userEvent.type(field('Confirm password'), 'A-long-enough-password');
  await userEvent.click(field('Company'));
  await userEvent.click(await screen.findByRole('option', { name: 'Bantu Bank' }));
}

describe('the generated add-case-manager form', () => {
  beforeEach(() => {
    create = vi.fn(() => Promise.resolve({ data: { id: 9 } }));
    onCreated = vi.fn();
  });

  it('validates against the schema in the browser, one message per field', async () => {
    renderDialog();
    await userEvent.type(field('Email'), 'not-an-email');
    await userEvent.type(field('Password'), 'short');
    await userEvent.type(field('Confirm password'), 'other');
    await save();
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('This field must be more than or equal to 12')).toBeInTheDocument();
    expect(screen.getByText('The passwords entered do not match')).toBeInTheDocument();
    // First name, last name and company.
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the nested user, role MG and the company, without the confirmation', async () => {
    renderDialog();
    await fillValid();
    await save();
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith('case-managers', {
      data: {
        role: 'MG',
        company: 2,
        user: {
          first_name: 'Nandi',
          last_name: 'Zulu',
          email: 'nandi@example.org',
          password: 'A-long-enough-password',
        },
      },
    });
  });

  it('places server errors on the user fields', async () => {
    create = vi.fn(() =>
      Promise.reject(
        new HttpError('The data sent is not valid.', 400, {
          'user.email': ['A user with this e-mail already exists.'],
        }),
      ),
    );
    renderDialog();
    await fillValid();
    await save();
    expect(await screen.findByText('A user with this e-mail already exists.')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(onCreated).not.toHaveBeenCalled();
  });
});
