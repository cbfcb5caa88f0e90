import { Admin, CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';

import type { Providers } from './providers';
import { LoginPage } from './login/LoginPage';
import { darkTheme, lightTheme } from './theme/themes';
import { UsersPlaceholder } from './users/UsersPlaceholder';

/**
 * The portal. Theme and language come from the stored settings through the store (see
 * settingsStore); with no dashboard, the root redirects to the users list.
 */
export const App = ({ providers }: { providers: Providers }) => (
  <Admin
    {...providers}
    loginPage={LoginPage}
    requireAuth
    theme={lightTheme}
    darkTheme={darkTheme}
    disableTelemetry
  >
    <CustomRoutes>
      <Route path="/" element={<Navigate to="/users" replace />} />
      <Route path="/users" element={<UsersPlaceholder />} />
    </CustomRoutes>
  </Admin>
);
