import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';

import type { ProgressReport } from '../../core/generated/progress-report';
import { ApiProvider } from '../app/ApiContext';
import { fakeApi } from '../test/fakeApi';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { ProgressReportPage } from './ProgressReportPage';

const UUID = '0b5e6c9a-3f3e-4d7e-9b1a-2c8f7e6d5a41';

const REPORT: ProgressReport = {
  timeZone: 'Africa/Johannesburg',
  printedAt: '2026-11-29T08:00:00.000Z',
  printedBy: { fullName: 'Thandi Dlamini', email: 'manager@example.org' },
  client: { fullName: 'Lindiwe Zulu', email: 'l@example.org', policy: 'POL-1', company: 'Acme' },
  supporters: [{ fullName: 'Thandi Dlamini', email: 'manager@example.org', designation: 'OT' }],
  period: {
    from: '2026-01-10',
    to: '2026-06-30',
    episode: {
      id: 7,
      openedOn: '2026-01-10',
      closedOn: '2026-06-30',
      dischargeReason: 'completed',
    },
  },
  episodes: [
    { id: 8, openedOn: '2026-08-01', closedOn: null },
    { id: 7, openedOn: '2026-01-10', closedOn: '2026-06-30' },
  ],
  scales: [
    {
      scale: 'phq8',
      first: { postedAt: '2026-01-12T08:00:00.000Z', total: 18 },
      latest: { postedAt: '2026-06-20T08:00:00.000Z', total: 9 },
      change: -9,
      reliableChange: 'improvement',
      band: 'mild',
      scores: [
        { postedAt: '2026-01-12T08:00:00.000Z', total: 18 },
        { postedAt: '2026-06-20T08:00:00.000Z', total: 9 },
      ],
    },
    {
      scale: 'gad7',
      first: null,
      latest: null,
      change: null,
      reliableChange: null,
      band: null,
      scores: [],
    },
    {
      scale: 'wsas',
      first: null,
      latest: null,
      change: null,
      reliableChange: null,
      band: null,
      scores: [],
    },
  ],
  engagement: { checkins: 120, sessions: 40, meditations: 3, modulePages: 12, modules: 2 },
  flags: [],
  acknowledgements: [],
  notes: [],
};

const setup = (handler: Parameters<typeof fakeApi>[0], url = `/users/${UUID}/report`) => {
  const { api, httpClient } = fakeApi(handler);
  const rendered = renderWithAdmin(
    <ApiProvider value={api}>
      <ProgressReportPage />
    </ApiProvider>,
    { url, path: '/users/:id/report' },
  );
  return { httpClient, ...rendered };
};

describe('ProgressReportPage', () => {
  it('shows the header, the scores table and chart, engagement and the statement, asked once', async () => {
    const { httpClient } = setup(() => REPORT);
    const header = await screen.findByTestId('report-header');
    expect(within(header).getByText('Lindiwe Zulu')).toBeInTheDocument();
    expect(within(header).getByText('Completed')).toBeInTheDocument();
    expect(within(header).getByText('Thandi Dlamini (OT)')).toBeInTheDocument();
    const phq8 = screen.getByRole('row', { name: /PHQ-8/ });
    expect(within(phq8).getByText('-9')).toBeInTheDocument();
    expect(within(phq8).getByText('Reliable improvement')).toBeInTheDocument();
    expect(within(phq8).getByText('Mild')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /2 scores from Jan 12, 2026 to Jun 20, 2026/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('120')).toBeInTheDocument();
    expect(screen.getByTestId('report-disclaimer')).toHaveTextContent(
      'These scores are not a diagnosis.',
    );
    expect(httpClient).toHaveBeenCalledTimes(1);
    expect(httpClient.mock.calls[0]?.[0]).toBe(`charges/${UUID}/report/`);
  });

  it('asks again with the notes ticked and keeps them in the address', async () => {
    const { httpClient, location } = setup(() => REPORT);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Event' }));
    expect(location()).toBe(`/users/${UUID}/report?notes=event`);
    await screen.findByTestId('report-header');
    expect(httpClient.mock.calls.at(-1)?.[0]).toBe(`charges/${UUID}/report/?noteKinds=event`);
  });

  it('says why other options are refused and keeps the last report and its options', async () => {
    setup((path) => {
      if (path.includes('from=')) {
        throw new HttpError('The period ends before it starts.', 400);
      }
      return REPORT;
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'A period' }));
    expect(await screen.findByText('The period ends before it starts.')).toBeInTheDocument();
    expect(screen.getByTestId('report-options')).toBeInTheDocument();
    expect(screen.getByTestId('report-header')).toBeInTheDocument();
  });

  it('is the Not Found page when the API refuses the charge', async () => {
    setup(() => {
      throw new HttpError('Not found', 404);
    });
    expect(await screen.findByRole('link', { name: 'Go Home' })).toBeInTheDocument();
    expect(screen.queryByTestId('progress-report')).not.toBeInTheDocument();
  });
});
