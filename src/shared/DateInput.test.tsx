import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithAdmin } from '../test/renderWithAdmin';
import { DateInput } from './DateInput';

const april27 = new Date(2022, 3, 27).toISOString();

/** A DateInput holding its own value, reporting each change. */
const Held = ({
  initial = null,
  onChange = () => undefined,
  minDate,
}: {
  initial?: string | null;
  onChange?: (value: string | null) => void;
  minDate?: Date;
}) => {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput
        label="Assigned"
        name="Assigned"
        value={value}
        minDate={minDate}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setValue(null)}>
        Reset
      </button>
    </>
  );
};

const input = () => screen.getByRole('textbox', { name: 'Assigned' });
const opener = () => screen.getByRole('button', { name: 'Open calendar: Assigned' });

describe('DateInput', () => {
  // Without a value the calendar opens on today, or on the minimum date when that is later.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2022, 3, 1, 9));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the day as year/month/day, with the format as placeholder', () => {
    renderWithAdmin(<Held initial={april27} />);
    expect(input()).toHaveValue('2022/04/27');
    expect(input()).toHaveAttribute('placeholder', 'YYYY/MM/DD');
  });

  it('reads a typed day as its midnight, keeps other text for the schema to refuse', async () => {
    const onChange = vi.fn();
    renderWithAdmin(<Held onChange={onChange} />);
    await userEvent.type(input(), '2022/4/5');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2022, 3, 5).toISOString());
    expect(input()).toHaveValue('2022/4/5');
    await userEvent.type(input(), '5');
    expect(onChange).toHaveBeenLastCalledWith('2022/4/55');
    await userEvent.clear(input());
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('empties when the value is reset from outside', async () => {
    renderWithAdmin(<Held initial={april27} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input()).toHaveValue('');
  });

  it(
    'chooses a day in a Sunday-first calendar, which then closes',
    { timeout: 20_000 },
    async () => {
      const onChange = vi.fn();
      renderWithAdmin(<Held initial={april27} onChange={onChange} />);
      await userEvent.click(opener());
      const dialog = await screen.findByRole('dialog', { name: 'Calendar: Assigned' });
      expect(within(dialog).getAllByRole('columnheader')[0]).toHaveTextContent('Sun');
      const chosen = within(dialog).getByRole('button', { name: 'Wednesday, April 27, 2022' });
      expect(chosen).toHaveAttribute('aria-pressed', 'true');
      await waitFor(() => expect(chosen).toHaveFocus());
      await userEvent.click(within(dialog).getByRole('button', { name: 'Friday, April 29, 2022' }));
      expect(onChange).toHaveBeenLastCalledWith(new Date(2022, 3, 29).toISOString());
      expect(input()).toHaveValue('2022/04/29');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  );

  it('offers no day before the minimum date, nor the month before it', async () => {
    renderWithAdmin(<Held minDate={new Date(2022, 3, 27, 10)} />);
    await userEvent.click(opener());
    const dialog = await screen.findByRole('dialog', { name: 'Calendar: Assigned' });
    expect(within(dialog).getByRole('button', { name: 'Tuesday, April 26, 2022' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Wednesday, April 27, 2022' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it(
    'works from the keyboard: open, move by day, week and month, choose, close',
    { timeout: 20_000 },
    async () => {
      const onChange = vi.fn();
      renderWithAdmin(<Held initial={april27} onChange={onChange} />);
      await userEvent.tab();
      expect(input()).toHaveFocus();
      await userEvent.tab();
      expect(opener()).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Calendar: Assigned' });
      const day = (name: string) => within(dialog).getByRole('button', { name });
      await waitFor(() => expect(day('Wednesday, April 27, 2022')).toHaveFocus());
      await userEvent.keyboard('{ArrowRight}');
      expect(day('Thursday, April 28, 2022')).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      expect(day('Thursday, May 5, 2022')).toHaveFocus();
      expect(within(dialog).getByRole('heading', { name: 'May 2022' })).toBeInTheDocument();
      await userEvent.keyboard('{Home}');
      expect(day('Sunday, May 1, 2022')).toHaveFocus();
      await userEvent.keyboard('{PageUp}');
      expect(day('Friday, April 1, 2022')).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(onChange).toHaveBeenLastCalledWith(new Date(2022, 3, 1).toISOString());
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(opener()).toHaveFocus());

      await userEvent.keyboard('{Enter}');
      await screen.findByRole('dialog', { name: 'Calendar: Assigned' });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(input()).toHaveValue('2022/04/01');
    },
  );

  it('does not move the focus before the minimum date', async () => {
    renderWithAdmin(<Held minDate={new Date(2022, 3, 27)} initial={april27} />);
    await userEvent.click(opener());
    const dialog = await screen.findByRole('dialog');
    const first = within(dialog).getByRole('button', { name: 'Wednesday, April 27, 2022' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}{PageUp}');
    expect(first).toHaveFocus();
  });

  it('speaks isiZulu', async () => {
    renderWithAdmin(<Held initial={april27} />, { locale: 'zu' });
    expect(input()).toHaveAttribute('placeholder', 'unyaka/inyanga/usuku');
    await userEvent.click(screen.getByRole('button', { name: 'Vula ikhalenda: Assigned' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ikhalenda: Assigned' });
    expect(within(dialog).getByRole('button', { name: 'Inyanga edlule' })).toBeInTheDocument();
  });
});
