import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';

import { createEmotionCache } from '../app/emotionCache';
import { config } from '../config';
import { createProviders } from '../providers';
import { memoryStorage } from '../shared/memoryStorage';
import { DEFAULT_SETTINGS, LANGUAGES, SETTINGS_KEY } from '../settings/settingsStorage';
import { Portal, portalRoutes } from './Portal';
import { LOGIN_PATH } from './PortalRoot';
import { ROOT_ID, settlePrerender } from './prerenderGate';

export interface PrerenderedPage {
  /** The only path the page is for (the server leaves it out of every other). */
  path: string;
  /**
   * #root's content: the inline script that settles it (shell/prerenderGate, stamped with the
   * given script nonce) and the portal's markup, its style elements with the given style nonce.
   */
  markup: string;
}

/**
 * The login page a first visit gets, rendered at build time (scripts/prerenderPlugin)
 * by the portal's own tree, so the page paints from the HTML before its JavaScript arrives and
 * React then hydrates it. A first visit has nothing stored: the default language (English) and,
 * as most readers' systems ask, the light theme; the gate hands any other reader to the portal.
 *
 * It runs in Node: the browser's storages are empty ones for the time of the render.
 */
export async function prerenderLogin(nonces: {
  style: string;
  script: string;
}): Promise<PrerenderedPage> {
  const storages = { localStorage: memoryStorage(), sessionStorage: memoryStorage() };
  Object.assign(globalThis, storages);
  try {
    // index.html states the page's language; there is no document to tell it to.
    const providers = createProviders(config, { onLocale: () => undefined });
    const router = createMemoryRouter(portalRoutes(providers), { initialEntries: [LOGIN_PATH] });
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <Portal cache={createEmotionCache(nonces.style)} router={router} />,
      { onError: (error) => void errors.push(error) },
    );
    const markup = await text(prelude);
    if (errors.length > 0) {
      // A part React could not render would be left to the browser: fail the build instead.
      throw new AggregateError(errors, 'The login page did not prerender');
    }
    const otherLanguages = LANGUAGES.filter((language) => language !== DEFAULT_SETTINGS.language);
    const gateArguments = [ROOT_ID, SETTINGS_KEY, otherLanguages].map((value) =>
      JSON.stringify(value),
    );
    const gate = `(${settlePrerender.toString()})(${gateArguments.join(', ')});`;
    return {
      path: LOGIN_PATH,
      markup: `<script nonce="${nonces.script}">${gate}</script>${markup}`,
    };
  } finally {
    for (const name of Object.keys(storages)) {
      Reflect.deleteProperty(globalThis, name);
    }
  }
}
