import { test } from '@playwright/test';

/**
 * The suite runs one portal per Playwright worker: its own server, database, SMTP sink and
 * outbox, on ports of its own. Files on two workers then never share data, and each worker's
 * files see a portal as a single run would (demo data, then their own changes).
 */

export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/** Every portal's `METRICS_TOKEN`: the run's metrics are read with it (metricsMoved.ts). */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-for-the-scraper-alone';
const firstPort = Number(process.env.E2E_PORT ?? 3199);
const dataRoot = process.env.E2E_DATA_DIR ?? '.test-artifacts/e2e-data';
/** The run's migrated and seeded database, copied into each portal's (tests/e2e/serve.ts). */
export const seedDir = `${dataRoot}-seeded`;
/** Each portal takes its port, the sink's (+1) and one for a suite's own server (+2). */
const PORTS_PER_PORTAL = 5;

export interface Portal {
  port: number;
  smtpPort: number;
  /** Free for a suite that starts a portal of its own (security-mfa-required.spec.ts). */
  sparePort: number;
  origin: string;
  dataDir: string;
  /** Where its mail worker writes each sent mail: suites read links and codes there, as a person
   * reads their inbox (the Mails page shows only a mask where a code goes). */
  outboxDir: string;
}

export function portal(index: number): Portal {
  const port = firstPort + PORTS_PER_PORTAL * index;
  const dataDir = `${dataRoot}-${index}`;
  return {
    port,
    smtpPort: port + 1,
    sparePort: port + 2,
    origin: `http://127.0.0.1:${port}`,
    dataDir,
    outboxDir: `${dataDir}-outbox`,
  };
}

/** The portal of the worker running the current test. */
export const currentPortal = (): Portal => portal(test.info().parallelIndex);
