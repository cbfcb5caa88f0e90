import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithAdmin } from '../test/renderWithAdmin';
import { Calendar } from './Calendar';

describe('Calendar', () => {
  // Without a value the calendar opens on today, or on the minimum date when that is later.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2022, 3, 1, 9));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts the week on Sunday', () => {
    renderWithAdmin(<Calendar value={new Date(2022, 3, 27)} onChange={vi.fn()} />);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers[0]).toBe('Sun');
    expect(headers[6]).toBe('Sat');
    expect(screen.getByRole('heading', { name: 'April 2022' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wednesday, April 27, 2022' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('disables days before the minimum date and the previous-month button', () => {
    renderWithAdmin(
      <Calendar value={null} onChange={vi.fn()} minDate={new Date(2022, 3, 27, 10)} />,
    );
    expect(screen.getByRole('button', { name: 'Tuesday, April 26, 2022' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Wednesday, April 27, 2022' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('opens on today without a value, on the minimum date when that is later', () => {
    const { unmount } = renderWithAdmin(<Calendar value={null} onChange={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'April 2022' })).toBeInTheDocument();
    unmount();
    renderWithAdmin(<Calendar value={null} onChange={vi.fn()} minDate={new Date(2022, 6, 4)} />);
    expect(screen.getByRole('heading', { name: 'July 2022' })).toBeInTheDocument();
  });

  it('moves between months, allowing back once past the minimum month', async () => {
    renderWithAdmin(<Calendar value={null} onChange={vi.fn()} minDate={new Date(2022, 3, 27)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'May 2022' })).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Previous month' });
    expect(previous).toBeEnabled();
    await userEvent.click(previous);
    expect(screen.getByRole('heading', { name: 'April 2022' })).toBeInTheDocument();
  });

  it('chooses a day at midnight', async () => {
    const onChange = vi.fn();
    renderWithAdmin(<Calendar value={new Date(2022, 3, 27)} onChange={onChange} />);
    const grid = screen.getByRole('grid');
    await userEvent.click(within(grid).getByRole('button', { name: 'Friday, April 29, 2022' }));
    expect(onChange).toHaveBeenCalledWith(new Date(2022, 3, 29));
  });

  it('names months and days in isiZulu', () => {
    renderWithAdmin(<Calendar value={new Date(2022, 3, 27)} onChange={vi.fn()} />, {
      locale: 'zu',
    });
    expect(screen.getByRole('button', { name: 'Inyanga edlule' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Son',
      'Mso',
      'Bil',
      'Tha',
      'Sin',
      'Hla',
      'Mgq',
    ]);
    // The month title and each day's name from the messages, not "2022 M04".
    expect(screen.getByRole('heading', { name: 'Ephreli 2022' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'ULwesithathu, 27 Ephreli 2022' }),
    ).toBeInTheDocument();
  });
});
