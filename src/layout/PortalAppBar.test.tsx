import { screen } from '@testing-library/react';
import { testDataProvider, useGetList } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { ApiProvider } from '../app/ApiContext';
import { fakeApi } from '../test/fakeApi';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { PortalAppBar } from './PortalAppBar';

/** A page whose list never arrives, so the bar shows react-admin's loading spinner. */
const PendingPage = () => {
  useGetList('users');
  return null;
};

function renderLoading(locale: 'en' | 'zu') {
  const { api } = fakeApi(() => ({ unread: 0 }));
  renderWithAdmin(
    <ApiProvider value={api}>
      <PortalAppBar />
      <PendingPage />
    </ApiProvider>,
    { locale, dataProvider: testDataProvider({ getList: () => new Promise(() => undefined) }) },
  );
}

describe('PortalAppBar', () => {
  it('names the spinner it shows while a page loads', async () => {
    renderLoading('en');
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('names it in isiZulu', async () => {
    renderLoading('zu');
    expect(await screen.findByRole('progressbar', { name: 'Kuyalayisha…' })).toBeInTheDocument();
  });
});
