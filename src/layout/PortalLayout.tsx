import type { ReactNode } from 'react';
import { Layout } from 'react-admin';

import { useDefinitions } from '../app/DefinitionsContext';
import { routes } from '../app/routes';
import { guardedRoutes } from '../guard/guardedRoutes';
import { MuiTexts } from '../theme/MuiTexts';
import { RouteGuard } from '../guard/RouteGuard';
import { IdleSignOut } from './IdleSignOut';
import { PortalAppBar } from './PortalAppBar';
import { PortalMenu } from './PortalMenu';
import { PortalSidebar } from './PortalSidebar';
import { PortalTimeZone } from './PortalTimeZone';
import { useCollapsedSidebarDefault } from './useCollapsedSidebarDefault';

/**
 * Spec section 2, the app layout: react-admin's Layout with the portal's top bar and side
 * menu; every page inside it passes the route guard first.
 */
export const PortalLayout = ({ children }: { children: ReactNode }) => {
  useCollapsedSidebarDefault();
  const definitions = useDefinitions();
  return (
    <MuiTexts>
      <PortalTimeZone>
        <Layout
          appBar={PortalAppBar}
          menu={PortalMenu}
          sidebar={PortalSidebar}
          appBarAlwaysOn
          // react-admin sizes the layout to fit its content, and a flex item keeps its content's
          // width: a wide table would widen the whole page instead of scrolling in its own container.
          sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}
        >
          <RouteGuard routes={guardedRoutes(routes, definitions)}>{children}</RouteGuard>
          <IdleSignOut />
        </Layout>
      </PortalTimeZone>
    </MuiTexts>
  );
};
