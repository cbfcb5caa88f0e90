import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';

import { ApiProvider } from '../app/ApiContext';
import { fakeApi } from '../test/fakeApi';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { JourneyTab } from './JourneyTab';

const UUID = '0b5e6c9a-3f3e-4d7e-9b1a-2c8f7e6d5a41';

const setup = (handler: Parameters<typeof fakeApi>[0]) => {
  const { api, httpClient } = fakeApi(handler);
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
  });

  it('shows the error in every panel, and retry fetches again', async () => {
    let calls = 0;
    const httpClient = setup(() => {
      calls += 1;
      if (calls === 1) {
        throw new HttpError('The server is down', 503);
      }
      return { permissionDenied: false };
    });
    const retries = await screen.findAllByRole('button', { name: 'Retry' }, { timeout: 5000 });
    expect(retries).toHaveLength(8);
    expect(screen.getByText('These scores are not a diagnosis.')).toBeInTheDocument();
    await userEvent.click(retries[0]!);
    expect(
      await screen.findAllByText('There no data to display here.', {}, { timeout: 5000 }),
    ).toHaveLength(8);
    expect(httpClient).toHaveBeenCalledTimes(2);
  });
});
