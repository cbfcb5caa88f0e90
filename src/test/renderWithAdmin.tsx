import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  AdminContext,
  memoryStore,
  TestMemoryRouter,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';

import { createI18nProvider } from '../i18n/i18nProvider';

export interface RenderOptions {
  url?: string;
  /** Route path the element is mounted on; other paths render their pathname and search. */
  path?: string;
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
  locale?: 'en' | 'zu';
  /** What react-admin's store holds at the start (a list's kept state). */
  stored?: Record<string, unknown>;
}

/** The path a navigation arrived at, for tests that follow redirects. */
const Arrived = () => {
  const { pathname, search } = useLocation();
  return <p data-testid="arrived">{`${pathname}${search}`}</p>;
};

/**
 * Renders an element inside react-admin's context (i18n, store, auth, notifications) under a
 * memory router; any other path shows where the app went.
 */
export function renderWithAdmin(element: ReactElement, options: RenderOptions = {}) {
  const { url = '/', path = '*', locale = 'en' } = options;
  let location = url;
  const result = render(
    <TestMemoryRouter
      initialEntries={[url]}
      locationCallback={(next) => {
        location = `${next.pathname}${next.search}`;
      }}
    >
      <AdminContext
        authProvider={options.authProvider}
        dataProvider={options.dataProvider}
        i18nProvider={createI18nProvider({ initialLocale: locale })}
        store={memoryStore(options.stored)}
      >
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<Arrived />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, location: () => location };
}
