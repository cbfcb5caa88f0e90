import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from './scripts/support/chromiumFlags';
import { E2E_METRICS_TOKEN, E2E_WORKERS, portal, seedDir, type Portal } from './tests/e2e/portals';

// E2E_PORT and E2E_DATA_DIR (tests/e2e/portals.ts) are overridable so that two local runs (say,
// two people's slices) do not share a port, a database or a build.
const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';
const portals = Array.from({ length: E2E_WORKERS }, (_, index) => portal(index));

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

/**
 * One worker's portal: the SMTP sink its mail worker delivers to, and the server, on a copy of
 * the run's seeded database (tests/e2e/serve.ts). Playwright starts them in order, so the first
 * portal's command clears the last run's seeded database and seeds this run's.
 */
const portalServers = (
  { port, smtpPort, dataDir, outboxDir }: Portal,
  index: number,
): WebServer[] => [
  {
    command: 'tsx tests/e2e/smtp-sink.ts',
    port: smtpPort,
    reuseExistingServer: false,
    env: { SMTP_SINK_PORT: String(smtpPort) },
  },
  {
    command: `rm -rf ${dataDir} ${dataDir}-keys ${outboxDir} ${index === 0 ? seedDir : ''} && tsx tests/e2e/serve.ts`,
    url: `http://127.0.0.1:${port}/api/health/ready`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The generated keys beside the data, not in the repository's `./keys`.
      KEYS_DIR: `${dataDir}-keys`,
      E2E_SEED_DIR: seedDir,
      SEED_DEMO: 'true',
      STATIC_DIR: staticDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Every suite signs in from 127.0.0.1; the limits have their own API tests.
      RATE_LIMIT_SENSITIVE_ADDRESS: '10000',
      RATE_LIMIT_SENSITIVE_ACCOUNT: '10000',
      RATE_LIMIT_GENERAL: '100000',
      // Mails leave through the sink, so a resent mail becomes sent within a second.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_POLL_MS: '500',
      // A copy of each sent mail as a file, read by the suites (tests/e2e/portals.ts).
      MAIL_OUTBOX_DIR: outboxDir,
      // The demo setting: suites sign in as admin with the password alone (the required case
      // is tests/api/mfa.test.ts and security-mfa-required.spec.ts; security-mfa-idle.spec.ts
      // sets up an optional factor).
      MFA_REQUIRED_ROLES: 'none',
      // The run's counters are read before and after the specs (tests/e2e/metricsMoved.ts).
      METRICS_TOKEN: E2E_METRICS_TOKEN,
    },
  },
];

/**
 * End-to-end: the real server on a fresh embedded database with demo data, in Debian's Chromium
 * headless shell.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Reads each portal's metrics before the specs and checks after them that the run moved them.
  globalSetup: './tests/e2e/metricsMoved.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Files run one after another on each worker; each worker has its own portal (portals.ts).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  outputDir: process.env.E2E_OUTPUT_DIR ?? '.test-artifacts/e2e-results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      args: CHROMIUM_FLAGS,
    },
    screenshot: 'only-on-failure',
  },
  webServer: portals.flatMap(portalServers),
});
