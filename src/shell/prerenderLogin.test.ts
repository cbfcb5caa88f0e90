import { describe, expect, it } from 'vitest';

import { login } from '../../i18n/en/login';
import { prerenderLogin } from './prerenderLogin';

describe('prerenderLogin', () => {
  it('renders the English login page with its styles under the nonce given, and no script', async () => {
    const page = await prerenderLogin('NONCE_SLOT');

    expect(page.path).toBe('/login');
    expect(page.markup).toContain(login.subtitle);
    expect(page.markup).toContain(login.panel_title);
    expect(page.markup).toMatch(/<button[^>]*type="submit"/);
    // The theme's page styles (CssBaseline) and the components', each with the nonce.
    expect(page.markup).toContain('data-emotion="css-global ');
    const styles = page.markup.match(/<style[^>]*>/g) ?? [];
    expect(styles.length).toBeGreaterThan(5);
    expect(styles.every((style) => style.includes('nonce="NONCE_SLOT"'))).toBe(true);
    // All of it rendered here (no part left for the browser), with no inline script to refuse.
    expect(page.markup).not.toMatch(/<script|<!--\$!/);
    expect(page.gate).toMatch(/^\(function settlePrerender\(/);
    expect(page.gate).toContain('("root", "settings", ["zu"])');

    // The browser's storages lived for the render only.
    expect('localStorage' in globalThis).toBe(false);
  });
});
