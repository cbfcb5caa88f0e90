import { act, screen, waitFor } from '@testing-library/react';
import { Button } from '@mui/material';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithAdmin } from '../test/renderWithAdmin';
import { PortalNotification } from './PortalNotification';
import { useSnackbar, type SnackbarOptions } from './useSnackbar';

const Trigger = ({ message, options }: { message: string; options?: SnackbarOptions }) => {
  const snackbar = useSnackbar();
  return <Button onClick={() => snackbar(message, options)}>Notify</Button>;
};

function setup(message: string, options?: SnackbarOptions) {
  renderWithAdmin(
    <>
      <Trigger message={message} options={options} />
      <PortalNotification />
    </>,
  );
}

describe('useSnackbar with PortalNotification', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a translated message and hides it after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup('portal.profile.update_profile.success', { variant: 'success' });
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.getByText('Your profile has been updated.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(screen.queryByText('Your profile has been updated.')).toBeNull());
  });

  it('keeps a timeout-0 message until it is closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup('A server message that stays.', { variant: 'error', timeout: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(await screen.findByText('A server message that stays.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('A server message that stays.')).toBeInTheDocument();
  });
});
