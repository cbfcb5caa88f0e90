import { CssBaseline } from '@mui/material';
import { Suspense } from 'react';
import { AdminContext } from 'react-admin';

import { ApiProvider } from '../app/ApiContext';
import { loadOnFirstUse } from '../app/loadOnFirstUse';
import { DefinitionsProvider } from '../app/DefinitionsContext';
import { DocumentTitle } from '../i18n/DocumentTitle';
import { LoginPage } from '../login/LoginPage';
import { HydrationDone } from './HydrationDone';
import type { Providers } from '../providers';
import { darkTheme, lightTheme } from '../theme/themes';

/**
 * The admin's page chrome (app/PageChrome) with the snackbar out of the first load: its chunk
 * follows the first paint, and a notification raised before it arrives waits in react-admin's
 * queue. The admin keeps it in its own chunk, shown at once.
 */
const PortalNotification = loadOnFirstUse(
  async () => (await import('../shared/PortalNotification')).PortalNotification,
  null,
);

/**
 * The login page with the same providers, store and themes as the admin, but without react-admin's
 * layout and resources: what a first visit to /login loads before it paints.
 */
export const LoginShell = ({ providers }: { providers: Providers }) => {
  const { api, definitions, ...adminProviders } = providers;
  return (
    <ApiProvider value={api}>
      <DefinitionsProvider value={definitions}>
        <AdminContext {...adminProviders} theme={lightTheme} darkTheme={darkTheme}>
          {/* What react-admin's AdminUI would give: the theme's text colour and background on the body. */}
          <CssBaseline />
          {/* Its own boundary: React hydrates the page in a task after the shell's, not in one long one. */}
          <Suspense fallback={null}>
            <LoginPage />
            <HydrationDone />
          </Suspense>
          <PortalNotification />
          <DocumentTitle />
        </AdminContext>
      </DefinitionsProvider>
    </ApiProvider>
  );
};
