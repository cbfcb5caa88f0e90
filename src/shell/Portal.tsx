import { CacheProvider, type EmotionCache } from '@emotion/react';
import { StrictMode } from 'react';
import { RouterProvider, type DataRouter, type RouteObject } from 'react-router-dom';

import type { Providers } from '../providers';
import { HydrationDoneContext } from './HydrationDone';
import { PortalRoot } from './PortalRoot';

/** Every path is the portal's: the spec's routes are real paths such as /login?to=… */
export const portalRoutes = (providers: Providers): RouteObject[] => [
  { path: '*', element: <PortalRoot providers={providers} /> },
];

/**
 * The whole portal: one tree for the browser (main) and for the login page's prerender
 * (prerenderLogin), so the page the build writes is the page React hydrates. `onHydrated` is told
 * once React has taken over the login page (shell/HydrationDone).
 */
export const Portal = ({
  cache,
  router,
  onHydrated,
}: {
  cache: EmotionCache;
  router: DataRouter;
  onHydrated?: () => void;
}) => (
  <StrictMode>
    <CacheProvider value={cache}>
      <HydrationDoneContext.Provider value={onHydrated}>
        <RouterProvider router={router} />
      </HydrationDoneContext.Provider>
    </CacheProvider>
  </StrictMode>
);
