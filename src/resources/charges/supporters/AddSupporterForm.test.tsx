import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { ApiProvider } from '../../../app/ApiContext';
import { PortalNotification } from '../../../shared/PortalNotification';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithAdmin } from '../../../test/renderWithAdmin';
import { AddSupporterForm } from './AddSupporterForm';

const PATH = 'charges/abc/add-supporter/';
const ALREADY = 'You have already invited a supporter with this email';

const STORED = { items: ['Case manager', 'OT', 'Physio'], count: 3 };

/** Answers the stored designation list itself; every other call goes to `handler`. */
const setup = (handler: () => unknown) => {
  const { api, httpClient } = fakeApi((url) => (url === 'designations/' ? STORED : handler()));
  renderWithAdmin(
    <ApiProvider value={api}>
      <AddSupporterForm path={PATH} invalidates="charges" />
      <PortalNotification />
    </ApiProvider>,
  );
  return { httpClient };
};

const fill = async (email: string, designation: string) => {
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.type(screen.getByRole('combobox', { name: 'Designation' }), designation);
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
};

// Typing through react-admin forms is slow on a loaded machine; 5 s is not always enough.
describe('AddSupporterForm', { timeout: 30_000 }, () => {
  it('requires both fields and sends nothing until they are valid', async () => {
    const { httpClient } = setup(() => ({ is_new_supporter: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    await fill('not-an-email', 'OT');
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(httpClient).not.toHaveBeenCalledWith(PATH, expect.anything());
  });

  it('invites a new person with a free-text designation, then empties', async () => {
    const { httpClient } = setup(() => ({ is_new_supporter: true }));
    await fill(' coach@example.org ', 'Coach');
    expect(await screen.findByText('Invitation sent to this address')).toBeInTheDocument();
    expect(httpClient).toHaveBeenCalledWith(PATH, {
      method: 'POST',
      body: { email: 'coach@example.org', designation: 'Coach' },
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(''));
  });

  it("offers the server's stored designations", async () => {
    setup(() => ({ is_new_supporter: true }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Designation' }));
    expect(await screen.findByRole('option', { name: 'Physio' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(STORED.items);
  });

  it('fetches the stored list again after a new designation is accepted, not a known one', async () => {
    const { httpClient } = setup(() => ({ is_new_supporter: true }));
    const listCalls = () => httpClient.mock.calls.filter(([url]) => url === 'designations/');
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    await fill('ot@example.org', 'ot');
    expect(await screen.findByText('Invitation sent to this address')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(1);
    await fill('coach@example.org', 'Coach');
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  it('says when an existing supporter was added', async () => {
    setup(() => ({ is_new_supporter: false }));
    await fill('ot@example.org', 'OT');
    expect(await screen.findByText('Supporter added')).toBeInTheDocument();
  });

  it("shows the server's sentence on the e-mail of an address already invited", async () => {
    setup(() => {
      throw new HttpError(ALREADY, 400, { email: [ALREADY] });
    });
    await fill('coach@example.org', 'Coach');
    expect(await screen.findByText(ALREADY)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('coach@example.org');
  });
});
