import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';

import { ApiProvider } from '../app/ApiContext';
import { fakeApi } from '../test/fakeApi';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { JourneyTab } from './JourneyTab';

const UUID = '0b5e6c9a-3f3e-4d7e-9b1a-2c8f7e6d5a41';

const NOTES = `charges/${UUID}/notes/`;

/** The API, the charge's event notes (none) answered apart from the journey's calls. */
const setup = (handler: Parameters<typeof fakeApi>[0]) => {
  const { api, httpClient } = fakeApi((path, ...rest) =>
    path.startsWith(NOTES) ? { items: [], count: 0 } : handler(path, ...rest),
  );
  renderWithAdmin(
    <ApiProvider value={api}>
      <JourneyTab uuid={UUID} />
    </ApiProvider>,
  );
  return httpClient;
};

describe('JourneyTab', () => {
  it('fetches the journey once and shows that consent is missing when it is denied', async () => {
    const httpClient = setup(() => ({ permissionDenied: true }));
    expect(
      await screen.findByText('This user has not given you consent to view their journey.'),
    ).toBeInTheDocument();
    expect(httpClient).toHaveBeenCalledTimes(1);
    expect(httpClient.mock.calls[0]?.[0]).toBe(`charges/${UUID}/sessions/`);
    // No report of a journey the reader may not see.
    expect(screen.queryByRole('link', { name: 'Print report' })).not.toBeInTheDocument();
  });

  it('links to the printable progress report once the journey is shown', async () => {
    setup(() => ({ permissionDenied: false }));
    expect(await screen.findByRole('link', { name: 'Print report' })).toHaveAttribute(
      'href',
      `/users/${UUID}/report`,
    );
  });

  it('shows one error with one Retry instead of the panels, and retry fetches again', async () => {
    let calls = 0;
    const httpClient = setup(() => {
      calls += 1;
      if (calls === 1) {
        throw new HttpError('The server is down', 503);
      }
      return { permissionDenied: false };
    });
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    expect(screen.getByText('The server is down')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sessions' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('panel-loading')).not.toBeInTheDocument();
    await userEvent.click(retry);
    expect(
      await screen.findAllByText('There no data to display here.', {}, { timeout: 5000 }),
    ).toHaveLength(8);
    expect(screen.queryByText('The server is down')).not.toBeInTheDocument();
    const journeyCalls = httpClient.mock.calls.filter(
      ([path]) => path === `charges/${UUID}/sessions/`,
    );
    expect(journeyCalls).toHaveLength(2);
  });

  it('opens with the attention flags, their acknowledgement and what no flag screens for', async () => {
    setup((path) =>
      path === `charges/${UUID}/attention/`
        ? {
            flags: [
              {
                code: 'low_mood',
                evidence: {
                  scale: null,
                  score: null,
                  change: null,
                  count: 5,
                  at: '2026-11-01T08:00:00Z',
                },
                acknowledgement: {
                  id: 1,
                  code: 'low_mood',
                  note: 'Called her.',
                  acknowledgedAt: '2026-11-20T08:00:00Z',
                  acknowledgedBy: { fullName: 'Thandi Dlamini', email: 't@example.org' },
                  endedAt: null,
                  endReason: null,
                },
              },
              {
                code: 'disengaged',
                evidence: {
                  scale: null,
                  score: null,
                  change: null,
                  count: null,
                  at: '2026-09-14T08:00:00Z',
                },
                acknowledgement: null,
              },
            ],
            facts: {
              phq8: null,
              gad7: null,
              wsas: null,
              lowMoodRun: 5,
              latestSession: null,
              latestPhq8At: null,
            },
            history: [],
          }
        : { permissionDenied: false },
    );
    const panel = await screen.findByTestId('charge-attention', {}, { timeout: 5000 });
    expect(panel).toHaveTextContent('Low mood: 5 low moods in a row, latest Nov 1, 2026');
    expect(panel).toHaveTextContent('Stopped using the app: last session Sep 14, 2026');
    expect(panel.querySelector('[data-flag="low_mood"]')).toHaveAttribute(
      'data-state',
      'acknowledged',
    );
    expect(panel.querySelector('[data-flag="disengaged"]')).toHaveAttribute('data-state', 'open');
    expect(panel).toHaveTextContent('A mood of 2 or lower on the last 5 check-ins in a row.');
    expect(panel).toHaveTextContent(/Acknowledged by Thandi Dlamini, .*: “Called her.”/);
    expect(
      screen.getByRole('button', { name: 'Acknowledge: Stopped using the app' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('journey')).toHaveTextContent(
      'These scores are not a diagnosis. The PHQ-8 has no self-harm item, so no flag screens for suicide risk.',
    );
  });

  it('words a network failure with the no-connection sentence', async () => {
    setup(() => {
      throw new HttpError('portal.errors.network', 0);
    });
    expect(
      await screen.findByText(
        'Could not connect to our the servers. Make sure you have an internet connection and try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
  });

  it('says when and why the client was discharged while no episode is open', async () => {
    const closed = (openedOn: string, closedOn: string, dischargeReason: string) => ({
      openedOn,
      closedOn,
      dischargeReason,
      baselines: { phq8: null, gad7: null, wsas: null },
    });
    setup((path) =>
      path === `charges/${UUID}/sessions/`
        ? {
            permissionDenied: false,
            episodes: [
              closed('2025-01-10', '2025-05-02', 'disengaged'),
              closed('2026-03-03', '2026-06-12', 'completed'),
            ],
          }
        : { permissionDenied: false },
    );
    expect(
      await screen.findByTestId('journey-discharged', {}, { timeout: 5000 }),
    ).toHaveTextContent('Discharged on Jun 12, 2026: Completed');
  });
});
