import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

import { DEMO_JOURNEYS } from '../../server/db/seed/chargeCast';
import { apiToken, signIn } from './shell-helpers';

/**
 * Headers and the browser: styles are allowed by a per-page nonce, not 'unsafe-inline',
 * and the portal still renders styled (MUI, react-admin and the journey's charts) with no
 * Content-Security-Policy violation.
 */

/** Every CSP violation the page reports, from the event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test.use({ viewport: { width: 1440, height: 900 } });

test('the portal renders styled under a style nonce, with no CSP violation', async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/login');
  const policy = response?.headers()['content-security-policy'] ?? '';
  const styleSrc = /style-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(styleSrc).toMatch(/'nonce-[0-9a-f]{32}'/);
  expect(styleSrc).not.toContain('unsafe-inline');

  // The style engine's elements carry this page's nonce, and the login button is painted.
  const nonce = /'nonce-([0-9a-f]{32})'/.exec(styleSrc)?.[1];
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login).toBeVisible();
  const styled = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')).map(
      (style) => style.nonce,
    ),
  );
  expect(styled.length).toBeGreaterThan(0);
  expect(new Set(styled)).toEqual(new Set([nonce]));
  expect(await login.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toMatch(
    /rgba\(0, 0, 0, 0\)|transparent/,
  );

  // Signed in: the layout, a list and a journey with its charts.
  const token = await apiToken(request, 'manager@example.org');
  const charges = await request.get('/api/v2/charges/', {
    headers: { Authorization: `Bearer ${token}` },
    params: { search: `fullName::${DEMO_JOURNEYS.full}` },
  });
  const [charge] = ((await charges.json()) as { items: { uuid: string }[] }).items;
  await signIn(page, 'manager@example.org');
  await page.goto('/users');
  // A menu renders in a portal: its styles come through the same cache.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu', { name: 'Account menu' })).toContainText(
    'manager@example.org',
  );
  await page.keyboard.press('Escape');
  await page.goto(`/users/${charge!.uuid}`);
  await expect(page.getByTestId('sessions-chart').locator('svg').first()).toBeVisible();

  expect(violations).toEqual([]);

  // The watcher does see a refusal: a style element without the nonce is one.
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { color: red; }';
    document.head.append(style);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join('\n')).toMatch(/style-src/);
});
