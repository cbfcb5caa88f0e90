import { describe, expect, it } from 'vitest';

import { login } from '../../i18n/en/login';
import { prerenderLogin } from './prerenderLogin';

describe('prerenderLogin', () => {
  it('renders the English login page, its styles and its one script under the nonces given', async () => {
    const page = await prerenderLogin({ style: 'STYLE_SLOT', script: 'SCRIPT_SLOT' });

    expect(page.path).toBe('/login');
    expect(page.markup).toContain(login.subtitle);
    expect(page.markup).toContain(login.panel_title);
    expect(page.markup).toMatch(/<button[^>]*type="submit"/);
    // The theme's page styles (CssBaseline) and the components', each with the nonce.
    expect(page.markup).toContain('data-emotion="css-global ');
    const styles = page.markup.match(/<style[^>]*>/g) ?? [];
    expect(styles.length).toBeGreaterThan(5);
    expect(styles.every((style) => style.includes('nonce="STYLE_SLOT"'))).toBe(true);
    // First the script that settles the page, before any of it; no other script.
    expect(page.markup).toMatch(/^<script nonce="SCRIPT_SLOT">\(function settlePrerender\(/);
    expect(page.markup).toContain('("root", "settings", ["zu"]);</script>');
    expect(page.markup.match(/<script/g)).toHaveLength(1);
    // All of it rendered here: no part left for the browser to render.
    expect(page.markup).not.toContain('<!--$!');

    // The browser's storages lived for the render only.
    expect('localStorage' in globalThis).toBe(false);
  });
});
