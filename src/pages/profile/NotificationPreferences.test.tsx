import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ApiProvider } from '../../app/ApiContext';
import type { RequestOptions } from '../../http/httpClient';
import { fakeApi } from '../../test/fakeApi';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { DEFAULT_DELIVERY } from '../../../core/notificationDelivery';
import { NotificationPreferences } from './NotificationPreferences';

const PATH = 'users/profile/notification-preferences/';

describe('NotificationPreferences', () => {
  it('shows each kind with its delivery and saves a change to the server at once', async () => {
    let stored = { ...DEFAULT_DELIVERY };
    const { api, httpClient } = fakeApi((_path: string, options: RequestOptions) => {
      if (options.method === 'PUT') {
        stored = { ...stored, ...(options.body as object) };
      }
      return stored;
    });
    renderWithAdmin(
      <ApiProvider value={api}>
        <NotificationPreferences />
      </ApiProvider>,
    );
    const section = await screen.findByRole('region', { name: 'Notifications' });
    const flags = await within(section).findByRole('combobox', { name: 'A flag was raised' });
    expect(flags).toHaveTextContent('An e-mail at once');
    expect(
      within(section).getByRole('combobox', { name: 'A questionnaire was answered' }),
    ).toHaveTextContent('A daily digest');

    await userEvent.click(flags);
    await userEvent.click(await screen.findByRole('option', { name: 'A Monday digest' }));
    expect(httpClient).toHaveBeenCalledWith(PATH, {
      method: 'PUT',
      body: { flag_raised: 'weekly' },
    });
    await waitFor(() =>
      expect(
        within(section).getByRole('combobox', { name: 'A flag was raised' }),
      ).toHaveTextContent('A Monday digest'),
    );
  });
});
