import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ApiProvider } from '../app/ApiContext';
import { fakeApi } from '../test/fakeApi';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { NotificationBell } from './NotificationBell';

function renderBell(counts: number[], locale: 'en' | 'zu' = 'en') {
  let asked = 0;
  const { api, httpClient } = fakeApi(() => ({
    unread: counts[Math.min(asked++, counts.length - 1)],
  }));
  const view = renderWithAdmin(
    <ApiProvider value={api}>
      <NotificationBell pollMs={50} />
    </ApiProvider>,
    { locale },
  );
  return { ...view, httpClient };
}

describe('NotificationBell', () => {
  it('names its unread count and follows it without a reload', async () => {
    const { httpClient } = renderBell([0, 3]);
    expect(
      await screen.findByRole('link', { name: 'Notifications, none unread' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Notifications, 3 unread' }, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(httpClient).toHaveBeenCalledWith('notifications/unread-count/');
  });

  it('opens the inbox', async () => {
    const { location } = renderBell([2]);
    fireEvent.click(await screen.findByRole('link', { name: 'Notifications, 2 unread' }));
    await waitFor(() => expect(location()).toBe('/notifications'));
  });

  it('speaks isiZulu', async () => {
    renderBell([4], 'zu');
    expect(
      await screen.findByRole('link', { name: 'Izaziso, ezingafundiwe: 4' }),
    ).toBeInTheDocument();
  });
});
