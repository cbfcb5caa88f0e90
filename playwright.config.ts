import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/support/chromiumFlags';
import { E2E_DATA_DIR, E2E_OUTBOX_DIR } from './tests/e2e/outboxDir';

const port = Number(process.env.E2E_PORT ?? 3199);
// Overridable so that two local runs (say, two people's slices) do not share a database or build.
const dataDir = E2E_DATA_DIR;
const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';
// The SMTP server the mail worker delivers to (tests/e2e/smtp-sink.ts), beside the API's port.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1);

/** End-to-end: the real server on a fresh embedded database with demo data, in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  outputDir: process.env.E2E_OUTPUT_DIR ?? '.test-artifacts/e2e-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'tsx tests/e2e/smtp-sink.ts',
      port: smtpPort,
      reuseExistingServer: false,
      env: { SMTP_SINK_PORT: String(smtpPort) },
    },
    {
      command: `rm -rf ${dataDir} ${E2E_OUTBOX_DIR} && tsx server/server.ts`,
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
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
        // A copy of each sent mail as a file: suites read links and codes there, as a person
        // reads their inbox (the stored mail shows a mask; see tests/e2e/outboxDir.ts).
        MAIL_OUTBOX_DIR: E2E_OUTBOX_DIR,
        // The demo setting: suites sign in as admin with the password alone (the required case
        // is tests/api/mfa.test.ts; security-mfa-idle.spec.ts sets up an optional factor).
        MFA_REQUIRED_ROLES: 'none',
      },
    },
  ],
});
