import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';

import { createEmotionCache, pageStyleNonce } from './app/emotionCache';
import { config } from './config';
import { loadLoginMessages } from './i18n/languageMessages';
import { createProviders } from './providers';
import { readSettings } from './settings/settingsStorage';
import { Portal, portalRoutes } from './shell/Portal';
import { ROOT_ID, takeOverPrerender } from './shell/prerenderGate';

function start(root: HTMLElement) {
  const providers = createProviders(config);
  const router = createBrowserRouter(portalRoutes(providers));
  // The server sends /login prerendered (shell/prerenderLogin): hidden by its inline script for
  // a reader whose settings differ, otherwise inert until React has hydrated it.
  const prerendered = takeOverPrerender(root);
  // Created before React looks at #root: the cache moves a prerendered page's styles out of it.
  const cache = createEmotionCache(pageStyleNonce());
  if (prerendered) {
    const hydrated = () => root.removeAttribute('inert');
    hydrateRoot(root, <Portal cache={cache} router={router} onHydrated={hydrated} />);
  } else {
    createRoot(root).render(<Portal cache={cache} router={router} />);
  }
}

const root = document.getElementById(ROOT_ID);
if (!root) {
  throw new Error('index.html has no #root element');
}
// The first paint is in the stored language, so its login page's messages are here before it
// (English's are); the admin brings the rest (shell/PortalRoot).
void loadLoginMessages(readSettings().language).then(() => start(root));
