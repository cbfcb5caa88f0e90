import { afterEach, describe, expect, it, vi } from 'vitest';

import { parseSettings, SETTINGS_KEY } from '../settings/settingsStorage';
import { settlePrerender } from './prerenderGate';

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

describe('settlePrerender', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    document.body.replaceChildren();
  });

  it('keeps the prerendered page, inert, exactly when the portal would render the same', () => {
    for (const prefersDark of [false, true]) {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: prefersDark && query === '(prefers-color-scheme: dark)',
      }));
      for (const stored of STORED) {
        localStorage.clear();
        if (stored !== null) {
          localStorage.setItem(SETTINGS_KEY, stored);
        }
        document.body.innerHTML = '<div id="root"><main>Login</main></div>';
        settlePrerender('root', SETTINGS_KEY, ['zu']);
        const root = document.getElementById('root')!;
        const kept = root.hasChildNodes();
        expect({ stored, prefersDark, kept }).toEqual({
          stored,
          prefersDark,
          kept: likePrerender(stored, prefersDark),
        });
        expect(root.hasAttribute('inert')).toBe(kept);
      }
    }
  });

  it('runs from its own source, as index.html holds it', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    localStorage.setItem(SETTINGS_KEY, '{"language":"zu"}');
    document.body.innerHTML = '<div id="root"><main>Login</main></div>';
    const inline = `(${settlePrerender.toString()})("root", "${SETTINGS_KEY}", ["zu"]);`;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page runs this very text
    (new Function(inline) as () => void)();
    expect(document.getElementById('root')!.hasChildNodes()).toBe(false);
  });
});
