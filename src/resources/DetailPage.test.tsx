import { render, screen } from '@testing-library/react';
import { HttpError } from 'ra-core';
import {
  AdminContext,
  memoryStore,
  TestMemoryRouter,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { createAuthProvider } from '../auth/authProvider';
import { createTokenStorage } from '../auth/tokenStorage';
import { createQueryClient } from '../http/queryClient';
import { createI18nProvider } from '../i18n/i18nProvider';
import { memoryStorage } from '../shared/memoryStorage';
import { DetailPage } from './DetailPage';

const PATH = '/things/7';

const Arrived = () => {
  const { pathname, search } = useLocation();
  return <p data-testid="arrived">{`${pathname}${search}`}</p>;
};

/** A detail page in react-admin with the portal's query client and auth provider. */
function setup(getOne: DataProvider['getOne']) {
  const [local, session] = [memoryStorage(), memoryStorage()];
  const tokens = createTokenStorage(
    () => local,
    () => session,
  );
  tokens.store({ access: 'A', refresh: 'R' }, false);
  const authProvider = createAuthProvider({
    httpClient: () => Promise.reject(new Error('the detail page makes no auth call')),
    tokens,
    currentPath: () => PATH,
  });
  const dataProvider = { getOne: vi.fn(getOne) } as unknown as DataProvider;
  const content = vi.fn((record: RaRecord) => <p>{`record ${String(record.id)}`}</p>);
  render(
    <TestMemoryRouter initialEntries={[PATH]}>
      <AdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={createI18nProvider({ initialLocale: 'en' })}
        store={memoryStore()}
        queryClient={createQueryClient()}
      >
        <Routes>
          <Route
            path="/things/:id"
            element={
              <DetailPage<RaRecord> resource="things" id="7" back="/things" title={() => 'Thing'}>
                {content}
              </DetailPage>
            }
          />
          <Route path="*" element={<Arrived />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { getOne: dataProvider.getOne, content, tokens };
}

describe('DetailPage', () => {
  it.each([404, 400])(
    'shows Not Found on a %i after one call, without Retry or retries',
    async (status) => {
      const { getOne } = setup(() =>
        Promise.reject(new HttpError('The query is not valid.', status, null)),
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeVisible();
      expect(screen.queryByText('The query is not valid.')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(getOne).toHaveBeenCalledTimes(1);
    },
  );

  it('shows a server failure under a level-one heading, with Retry', async () => {
    setup(() => Promise.reject(new HttpError('The server failed.', 500, null)));
    expect(await screen.findByText('The server failed.', {}, { timeout: 3000 })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('goes to Not Allowed on a 403, signed in, without showing the empty record', async () => {
    const { content, tokens } = setup(() =>
      Promise.reject(new HttpError('You do not have permission.', 403, null)),
    );
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/not-allowed?to=%2Fthings%2F7');
    expect(content).not.toHaveBeenCalled();
    expect(tokens.read()).not.toBeNull();
  });

  it('shows the record once it is there', async () => {
    const { content } = setup(() => Promise.resolve({ data: { id: 7 } as never }));
    expect(await screen.findByText('record 7')).toBeInTheDocument();
    expect(content).toHaveBeenCalled();
  });
});
