import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { forPathOnly, NONCE_SLOTS } from '../server/lib/portalPage.js';
import type { PrerenderedPage, prerenderLogin } from '../src/shell/prerenderLogin.js';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * `vite build` writes the login page into index.html's #root, rendered by the portal's
 * own components (src/shell/prerenderLogin.tsx), so a first visit paints from the HTML instead
 * of after the JavaScript. The server keeps it for /login only and fills in each answer's nonces
 * (server/lib/portalPage.ts).
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'prerender-login',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!config) {
          return html;
        }
        if (!html.includes(EMPTY_ROOT)) {
          throw new Error(`index.html has no ${EMPTY_ROOT} for the prerendered login page`);
        }
        const page = await renderLoginPage(config);
        // A function, so that `$` in the markup is taken as it is.
        return html.replace(
          EMPTY_ROOT,
          () => `<div id="root">${forPathOnly(page.path, page.markup)}</div>`,
        );
      },
    },
  };
}

/** Runs the TSX in Node through a Vite server with the build's own configuration and mode. */
async function renderLoginPage(config: ResolvedConfig): Promise<PrerenderedPage> {
  const server = await createServer({
    configFile: config.configFile ?? false,
    root: config.root,
    mode: config.mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    // Nothing for a browser to load: no dependency pre-bundling.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/src/shell/prerenderLogin.tsx')) as {
      prerenderLogin: typeof prerenderLogin;
    };
    return await module.prerenderLogin(NONCE_SLOTS);
  } finally {
    await server.close();
  }
}
