import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ApiProvider } from '../../app/ApiContext';
import { HttpError } from 'ra-core';
import { fakeApi } from '../../test/fakeApi';
import { PortalNotification } from '../../shared/PortalNotification';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { ConsentStatusCell } from './ConsentStatusCell';

const UUID = '0b7a6c1e-2f4d-4a8b-9c3e-5d6f7a8b9c0d';
const URL = `charges/${UUID}/consent-status-update/`;

const setup = (consentStatus: string | null, handler: () => unknown = () => ({})) => {
  const { api, httpClient } = fakeApi(handler);
  const record = { id: 1, uuid: UUID, fullName: 'Thandi Nkosi', consentStatus };
  renderWithAdmin(
    <ApiProvider value={api}>
      <ConsentStatusCell record={record} />
      <PortalNotification />
    </ApiProvider>,
  );
  return { httpClient };
};

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('ConsentStatusCell', () => {
  it('shows a green tick with a label for Given, and no button', () => {
    setup('GV');
    expect(screen.getByRole('img', { name: 'Consent given' })).toBeInTheDocument();
    expect(buttonNames()).toEqual([]);
  });

  it.each([
    [null, 'Not Requested'],
    ['XX', 'Not Requested'],
    ['RC', 'Cancelled'],
    ['DN', 'Denied'],
  ])('offers Request on %s (%s) and posts RQ after confirming', async (code, text) => {
    const { httpClient } = setup(code);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Request']);
    await userEvent.click(screen.getByRole('button', { name: 'Request' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Ask Thandi Nkosi for consent/)).toBeInTheDocument();
    expect(httpClient).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(httpClient).toHaveBeenCalledWith(URL, { method: 'POST', body: { status: 'RQ' } }),
    );
    expect(await screen.findByText('Consent request sent')).toBeInTheDocument();
  });

  it('shows Denied in red, other statuses not', () => {
    setup('DN');
    expect(screen.getByText('Denied')).toHaveStyle({ color: 'rgb(211, 47, 47)' });
  });

  it('does not show Cancelled in red', () => {
    setup('RC');
    expect(screen.getByText('Cancelled')).not.toHaveStyle({ color: 'rgb(211, 47, 47)' });
  });

  it('offers Cancel on Requested, which needs confirmation and posts RC', async () => {
    const { httpClient } = setup('RQ');
    expect(screen.getByText('Requested')).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Cancel']);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    // Keeping the request posts nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(httpClient).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw request' }),
    );
    await waitFor(() =>
      expect(httpClient).toHaveBeenCalledWith(URL, { method: 'POST', body: { status: 'RC' } }),
    );
    expect(await screen.findByText('Consent request cancelled')).toBeInTheDocument();
  });

  it('shows the server message when the update is refused (409)', async () => {
    setup('NR', () => {
      throw new HttpError('Consent cannot be requested now.', 409, null);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Request' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send request' }),
    );
    expect(await screen.findByText('Consent cannot be requested now.')).toBeInTheDocument();
  });
});
