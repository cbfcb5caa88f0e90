import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { accessCodes } from '../../resources/accessCodes';
import type { FormDefinition } from '../../core/formDefinition';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { ResourceForm } from './ResourceForm';

function accessCodeForm(): FormDefinition {
  if (!accessCodes.create) {
    throw new Error('access codes declare a create form');
  }
  return accessCodes.create;
}
const form = accessCodeForm();

let create: ReturnType<typeof vi.fn<(...args: unknown[]) => Promise<unknown>>>;

function renderForm() {
  const dataProvider = {
    create,
    getList: (resource: string) =>
      Promise.resolve(
        resource === 'case-managers'
          ? { data: [{ id: 1, carerId: 7, email: 'manager@example.org' }], total: 1 }
          : { data: [], total: 0 },
      ),
  } as unknown as DataProvider;
  return renderWithAdmin(
    <ResourceForm resource={accessCodes.name} form={form} onSuccess={() => undefined} />,
    { dataProvider },
  );
}

const assigned = () => screen.getByRole('textbox', { name: 'Assigned' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

async function chooseCaseManager() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'ab-12');
  await userEvent.type(screen.getByRole('combobox', { name: 'Created for' }), 'manager');
  await userEvent.click(await screen.findByRole('option', { name: 'manager@example.org' }));
}

describe('the access code form: its dates are the spec date field', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 12, 9));
    create = vi.fn(() => Promise.resolve({ data: { id: 3 } }));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // Today: a new code is created now, and is not assigned before it exists.
  it('waits for its case manager, then sends the day chosen in the calendar', async () => {
    renderForm();
    expect(assigned()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Open calendar: Assigned' })).toBeDisabled();
    await chooseCaseManager();
    expect(assigned()).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar: Assigned' }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendar: Assigned' });
    expect(within(calendar).getByRole('heading', { name: 'May 2026' })).toBeInTheDocument();
    await userEvent.click(within(calendar).getByRole('button', { name: 'Tuesday, May 12, 2026' }));
    expect(assigned()).toHaveValue('2026/05/12');
    await save();
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith('access-codes', {
      data: { code: 'AB-12', created_for: 7, assigned_at: new Date(2026, 4, 12).toISOString() },
    });
  }, 20_000);

  it('refuses a typed text that names no day, in the schema wording', async () => {
    renderForm();
    await chooseCaseManager();
    await userEvent.type(assigned(), '2026/02/30');
    await save();
    expect(await screen.findByText('This value is invalid')).toBeInTheDocument();
    expect(assigned()).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
    await userEvent.clear(assigned());
    await userEvent.type(assigned(), '2026/5/12');
    await save();
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith('access-codes', {
      data: { code: 'AB-12', created_for: 7, assigned_at: new Date(2026, 4, 12).toISOString() },
    });
  }, 20_000);
});
