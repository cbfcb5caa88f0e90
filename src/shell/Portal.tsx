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
 * (prerenderLogin), so the page the build writes is the page React hydrates. `onMounted` is told
 * once React has taken over the login page (shell/HydrationDone).
 */
export const Portal = ({
  cache,
  router,
  onMounted,
}: {
  cache: EmotionCache;
  router: DataRouter;
  onMounted?: () => void;
}) => {
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <HydrationDoneContext.Provider value={onMounted}>
          <RouterProvider router={router} />
        </HydrationDoneContext.Provider>
      </CacheProvider>
    </StrictMode>
  );
};
