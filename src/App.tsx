import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';

import { routes } from './app/routes';
import type { Providers } from './providers';
import { LoginPage } from './login/LoginPage';
import { darkTheme, lightTheme } from './theme/themes';

/**
 * The portal. Theme and language come from the stored settings through the store (see
 * settingsStore); the pages come from the route table (app/routes.tsx).
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
    <CustomRoutes noLayout>
      {routes
        .filter((route) => route.public)
        .map((route) => (
          <Route key={route.name} path={route.path} element={route.element} />
        ))}
    </CustomRoutes>
    <CustomRoutes>
      {routes
        .filter((route) => !route.public)
        .map((route) => (
          <Route key={route.name} path={route.path} element={route.element} />
        ))}
    </CustomRoutes>
  </Admin>
);
