import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';

import { ApiProvider } from './app/ApiContext';
import { PageChrome } from './app/PageChrome';
import { consoleResource } from './app/consoleResource';
import { ListPagePreload } from './app/pages';
import { DefinitionsProvider } from './app/DefinitionsContext';
import { routes } from './app/routes';
import { PortalLayout } from './layout/PortalLayout';
import { LoginPage } from './login/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import type { Providers } from './providers';
import { darkTheme, lightTheme } from './theme/themes';

/** The catch-all entry becomes react-admin's `catchAll`, which renders inside the layout. */
const CATCH_ALL = 'catch-all';

/**
 * The portal. Theme and language come from the stored settings through the store (see
 * settingsStore); the pages come from the route table (app/routes.tsx): public ones outside the
 * layout, the rest inside it, and from the resource definitions with a console (one react-admin
 * `<Resource>` each), all behind the route guard (layout/PortalLayout).
 */
export const App = ({ providers }: { providers: Providers }) => {
  const { api, definitions, ...adminProviders } = providers;
  return (
    <ApiProvider value={api}>
      <DefinitionsProvider value={definitions}>
        <ListPagePreload />
        <Admin
          {...adminProviders}
          loginPage={LoginPage}
          layout={PortalLayout}
          catchAll={NotFoundPage}
          notification={PageChrome}
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
              .filter((route) => !route.public && route.name !== CATCH_ALL)
              .map((route) => (
                <Route key={route.name} path={route.path} element={route.element} />
              ))}
          </CustomRoutes>
          {definitions.filter((definition) => definition.console).map(consoleResource)}
        </Admin>
      </DefinitionsProvider>
    </ApiProvider>
  );
};
