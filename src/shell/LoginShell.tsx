import { CssBaseline } from '@mui/material';
import { AdminContext } from 'react-admin';

import { ApiProvider } from '../app/ApiContext';
import { DefinitionsProvider } from '../app/DefinitionsContext';
import { PageChrome } from '../app/PageChrome';
import { LoginPage } from '../login/LoginPage';
import type { Providers } from '../providers';
import { darkTheme, lightTheme } from '../theme/themes';

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
          <LoginPage />
          <PageChrome />
        </AdminContext>
      </DefinitionsProvider>
    </ApiProvider>
  );
};
