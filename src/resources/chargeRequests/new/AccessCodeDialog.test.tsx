import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithAdmin } from '../../../test/renderWithAdmin';
import { AccessCodeDialog, COPY_NOTICE_MS } from './AccessCodeDialog';

afterEach(() => {
  vi.useRealTimers();
});

describe('AccessCodeDialog', () => {
  it('copies the code and shows the copied notice for 4 seconds', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onDone = vi.fn();
    renderWithAdmin(<AccessCodeDialog code="QWERTY12" name="Sipho Dlamini" onDone={onDone} />);
    expect(screen.getByTestId('access-code')).toHaveTextContent('QWERTY12');
    expect(screen.getByText(/Give this access code to Sipho Dlamini/)).toBeInTheDocument();

    vi.useFakeTimers();
    // Click, then let the clipboard promise settle.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('QWERTY12');
    expect(screen.getByText('Access code copied')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(COPY_NOTICE_MS - 1);
    });
    expect(screen.getByText('Access code copied')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.queryByText('Access code copied')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
