import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';

import { ApiProvider } from './app/ApiContext';
import { consoleResource } from './app/consoleResource';
import { DefinitionsProvider } from './app/DefinitionsContext';
import { DocumentTitle } from './i18n/DocumentTitle';
import { routes } from './app/routes';
import { PortalLayout } from './layout/PortalLayout';
import { LoginPage } from './login/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import type { Providers } from './providers';
import { PortalNotification } from './shared/PortalNotification';
import { darkTheme, lightTheme } from './theme/themes';

/** Rendered once on every page, signed in or not: the notifications and the tab's title. */
const PageChrome = () => (
  <>
    <PortalNotification />
    <DocumentTitle />
  </>
);

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
