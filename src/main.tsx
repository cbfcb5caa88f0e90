import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { createEmotionCache } from './app/emotionCache';
import { config } from './config';
import { loadLoginMessages } from './i18n/languageMessages';
import { createProviders } from './providers';
import { readSettings } from './settings/settingsStorage';
import { PortalRoot } from './shell/PortalRoot';

function start(root: HTMLElement) {
  const providers = createProviders(config);
  // A browser (not hash) data router: the spec's routes are real paths such as /login?to=…
  const router = createBrowserRouter([
    { path: '*', element: <PortalRoot providers={providers} /> },
  ]);
  createRoot(root).render(
    <StrictMode>
      <CacheProvider value={createEmotionCache()}>
        <RouterProvider router={router} />
      </CacheProvider>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (!root) {
  throw new Error('index.html has no #root element');
}
// The first paint is in the stored language, so its login page's messages are here before it
// (English's are); the admin brings the rest (shell/PortalRoot).
void loadLoginMessages(readSettings().language).then(() => start(root));
