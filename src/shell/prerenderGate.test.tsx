import { afterEach, describe, expect, it, vi } from 'vitest';

import { parseSettings, SETTINGS_KEY } from '../settings/settingsStorage';
import { settlePrerender, takeOverPrerender } from './prerenderGate';

/** What the portal renders for these stored settings and system: is it the prerender's page? */
function likePrerender(stored: string | null, prefersDark: boolean): boolean {
  const { language, theme } = parseSettings(stored);
  const dark = theme === 'dark' || (theme === 'system' && prefersDark);
  return language === 'en' && !dark;
}

const STORED = [
  null,
  '',
  'not json',
  'null',
  '42',
  '"zu"',
  '{}',
  '{"language":"en"}',
  '{"language":"zu"}',
  '{"language":"fr"}',
  '{"language":"en","theme":"light"}',
  '{"language":"en","theme":"dark"}',
  '{"language":"en","theme":"system"}',
  '{"language":"en","theme":"blue"}',
  '{"language":"zu","theme":"light"}',
  '{"theme":"light","pageSize":50}',
];

const PRERENDERED =
  '<div id="root"><script></script><style>body{}</style><main><h1>Welcome back</h1></main></div>';

const root = () => document.getElementById('root')!;

describe('the prerendered login page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    document.body.replaceChildren();
  });

  it('is kept, inert, exactly when the portal would render the same page', () => {
    for (const prefersDark of [false, true]) {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: prefersDark && query === '(prefers-color-scheme: dark)',
      }));
      for (const stored of STORED) {
        localStorage.clear();
        if (stored !== null) {
          localStorage.setItem(SETTINGS_KEY, stored);
        }
        document.body.innerHTML = PRERENDERED;
        settlePrerender('root', SETTINGS_KEY, ['zu']);
        const like = likePrerender(stored, prefersDark);
        expect({ stored, prefersDark, hidden: root().hidden }).toEqual({
          stored,
          prefersDark,
          hidden: !like,
        });
        expect(root().hasAttribute('inert')).toBe(like);
      }
    }
  });

  it('is settled by the script as index.html holds it', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    localStorage.setItem(SETTINGS_KEY, '{"language":"zu"}');
    document.body.innerHTML = PRERENDERED;
    const inline = `(${settlePrerender.toString()})("root", "${SETTINGS_KEY}", ["zu"]);`;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page runs this very text
    (new Function(inline) as () => void)();
    expect(root().hidden).toBe(true);
  });

  it('is handed to React to hydrate, without its script', () => {
    document.body.innerHTML = PRERENDERED;
    root().setAttribute('inert', '');
    expect(takeOverPrerender(root())).toBe(true);
    expect(root().innerHTML).toBe('<style>body{}</style><main><h1>Welcome back</h1></main>');
  });

  it('is dropped, styles and all, when it was hidden, and #root shown for the portal', () => {
    document.body.innerHTML = PRERENDERED;
    // Where the style engine moves a prerender's styles as it loads; its own have no names. The
    // head keeps the style engine's other elements: other files' components still use them.
    const style = (key: string) => {
      const element = document.createElement('style');
      element.dataset.emotion = key;
      return document.head.appendChild(element);
    };
    const prerendered = style('css-global 1x2y');
    const own = style('css');
    root().hidden = true;
    expect(takeOverPrerender(root())).toBe(false);
    expect(root().hasChildNodes()).toBe(false);
    expect(root().hidden).toBe(false);
    expect(prerendered.isConnected).toBe(false);
    expect(own.isConnected).toBe(true);
    own.remove();
  });

  it('is not there on other pages: nothing to take over', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(takeOverPrerender(root())).toBe(false);
  });
});
