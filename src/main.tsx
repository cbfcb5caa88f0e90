import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { App } from './App';
import { createEmotionCache } from './app/emotionCache';
import { config } from './config';
import { createProviders } from './providers';

const providers = createProviders(config);

// A browser (not hash) data router: the spec's routes are real paths such as /login?to=…
const router = createBrowserRouter([{ path: '*', element: <App providers={providers} /> }]);

const root = document.getElementById('root');
if (!root) {
  throw new Error('index.html has no #root element');
}
createRoot(root).render(
  <StrictMode>
    <CacheProvider value={createEmotionCache()}>
      <RouterProvider router={router} />
    </CacheProvider>
  </StrictMode>,
);
