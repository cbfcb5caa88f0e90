import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithAdmin } from '../../test/renderWithAdmin';
import { monthlyCounts } from '../calendar/calendar';
import { SessionsPanel } from './SessionsPanel';

const thisMonth = monthlyCounts([], '3', 'Africa/Johannesburg').at(-1)!.date;

describe('SessionsPanel', () => {
  it('lists every month of the period, zeros included, as the chart draws them', async () => {
    renderWithAdmin(
      <SessionsPanel
        state={{ status: 'ready' }}
        summary={{
          sessions: [{ date: thisMonth, count: 3 }],
          total: 3,
          fromYesterday: 0,
          fromLastWeek: 1,
          fromLastMonth: 3,
          firstSessionDate: new Date().toISOString(),
          lastSessionDate: new Date().toISOString(),
        }}
      />,
    );
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: 'Last 12 months' }));
    expect(screen.getByTestId('sessions-chart')).toHaveAttribute('data-points', '12');
    await userEvent.click(screen.getByRole('switch', { name: 'View as table' }));
    const rows = within(screen.getByTestId('sessions-table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows.map((r) => within(r).getByRole('cell').textContent)).toEqual([
      ...Array<string>(11).fill('0'),
      '3',
    ]);
  });
});
