import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from './fixtures';
import { appCode } from '../api/support/appCode';
import { DEMO_PASSWORD } from './admin-helpers';
import { currentPortal, seedDir } from './portals';
import { axeFindings, report, WIDE_VARIANTS } from './axe-helpers';

/**
 * An administrator without a second factor is asked to set one up before anything
 * else. The suites' own server runs the demo setting (`MFA_REQUIRED_ROLES=none`), so this one
 * starts a second portal on the same build with the default, `AD`.
 */

let server: ChildProcess | undefined;
let origin = '';

test.beforeAll(async () => {
  // On a copy of the run's demo data (serve.ts).
  test.setTimeout(180_000);
  const { sparePort: port, dataDir: suiteDataDir } = currentPortal();
  origin = `http://127.0.0.1:${port}`;
  const dataDir = `${suiteDataDir}-mfa`;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-keys`, { recursive: true, force: true });
  // Its own process group, so that stopping it stops npx's children too.
  server = spawn('npx', ['tsx', 'tests/e2e/serve.ts'], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      KEYS_DIR: `${dataDir}-keys`,
      E2E_SEED_DIR: seedDir,
      SEED_DEMO: 'true',
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      MFA_REQUIRED_ROLES: 'AD',
    },
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${origin}/api/health/ready`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 170_000, intervals: [1000] },
    )
    .toBe(200);
});

test.afterAll(() => {
  if (server?.pid) {
    process.kill(-server.pid, 'SIGTERM');
  }
});

test('an administrator without a second factor sets one up before anything else', async ({
  browser,
}) => {
  const page = await browser.newPage({ baseURL: origin });
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@example.org');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up a second factor' }),
  ).toBeVisible();
  const variant = WIDE_VARIANTS[0];
  if (variant) {
    const findings = await axeFindings(page, 'second factor required', variant);
    expect(findings, report(findings)).toEqual([]);
  }
  // Any page: the setup, not the page.
  await page.goto('/access-codes');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up a second factor' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Set up a second factor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Second factor (authenticator app)' });
  await dialog.getByLabel('Current password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const secret = (await dialog.getByTestId('mfa-secret').textContent()) ?? '';
  if (variant) {
    const findings = await axeFindings(page, 'second factor setup', variant);
    expect(findings, report(findings)).toEqual([]);
  }
  await dialog.getByLabel('Code from the app').fill(appCode(secret));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Access codes' })).toBeVisible();
  await page.close();
});
