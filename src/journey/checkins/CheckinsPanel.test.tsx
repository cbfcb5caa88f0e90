import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithAdmin } from '../../test/renderWithAdmin';
import type { DailyCheckin } from '../../../core/generated/daily-checkin';
import { CheckinsPanel } from './CheckinsPanel';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const checkins: DailyCheckin[] = [
  { checkinAt: daysAgo(2), mood: 2, diet: 3, sleep: 4, active: 2, t1: null, t2: null },
  { checkinAt: daysAgo(1), mood: 4, diet: 3, sleep: 2, active: 2, t1: null, t2: null },
];

describe('CheckinsPanel', () => {
  it('shows only mood at first and toggles the other series', () => {
    renderWithAdmin(<CheckinsPanel checkins={checkins} state={{ status: 'ready' }} />);
    const chart = screen.getByTestId('checkins-chart');
    expect(chart).toHaveAttribute('data-series', 'mood');
    expect(chart).toHaveAttribute('data-points', '2');
    expect(screen.getByRole('checkbox', { name: /Mood/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Sleep/ })).not.toBeChecked();
    // fireEvent and a longer timeout: each toggle redraws the chart, which is slow under jsdom.
    fireEvent.click(screen.getByRole('checkbox', { name: /Sleep/ }));
    expect(chart).toHaveAttribute('data-series', 'mood sleep');
    fireEvent.click(screen.getByRole('checkbox', { name: /Mood/ }));
    expect(chart).toHaveAttribute('data-series', 'sleep');
  }, 20_000);

  it('reads each series as increase, constant or decrease from the previous check-in', () => {
    const { container } = renderWithAdmin(
      <CheckinsPanel checkins={checkins} state={{ status: 'ready' }} />,
    );
    const trend = (series: string) =>
      container.querySelector(`[data-series-trend="${series}"]`)?.textContent;
    expect(trend('mood')).toBe('+2 Increase');
    expect(trend('diet')).toBe('0 Constant');
    expect(trend('sleep')).toBe('-2 Decrease');
  });

  it('says the graph shows the last 15 of the period’s check-ins, and nothing when it shows all', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      ...checkins[0]!,
      checkinAt: daysAgo(40 - i),
    }));
    renderWithAdmin(<CheckinsPanel checkins={many} state={{ status: 'ready' }} />);
    expect(screen.getByTestId('checkins-chart')).toHaveAttribute('data-points', '15');
    const note = screen.getByTestId('trim-note');
    expect(note).toHaveTextContent(/^Last 15 of 20 check-ins, from [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    // The note stands above the chart, where the eye lands first.
    expect(
      note.compareDocumentPosition(screen.getByTestId('checkins-chart')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all 20' }));
    expect(screen.getByTestId('checkins-chart')).toHaveAttribute('data-points', '20');
    expect(screen.getByRole('switch', { name: 'Show details' })).toBeChecked();
    expect(screen.queryByTestId('trim-note')).not.toBeInTheDocument();
  }, 20_000);

  it('shows a skeleton while loading', () => {
    renderWithAdmin(<CheckinsPanel checkins={undefined} state={{ status: 'loading' }} />);
    expect(screen.getByTestId('panel-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('checkins-chart')).not.toBeInTheDocument();
  });

  it('asks for every check-in when show details needs them, and waits for them', () => {
    const onFullHistory = vi.fn();
    renderWithAdmin(
      <CheckinsPanel
        checkins={checkins}
        checkinsFrom={daysAgo(93)}
        onFullHistory={onFullHistory}
        state={{ status: 'ready' }}
      />,
    );
    expect(screen.getByTestId('checkins-chart')).toHaveAttribute('data-points', '2');
    expect(onFullHistory).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('switch', { name: 'Show details' }));
    expect(onFullHistory).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('panel-loading')).toBeInTheDocument();
  }, 20_000);
});
