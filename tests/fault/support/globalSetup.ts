import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureDebianPackages } from '../../../scripts/support/debianPackage';
import { HAPROXY } from './haProxy';
import { PGBOUNCER } from './pgBouncer';
import { postgresBinaries } from './postgresCluster';
import { summarize } from './tally';

declare module 'vitest' {
  export interface ProvidedContext {
    faultTallyDir: string;
  }
}

/**
 * Fails the whole suite at once when PostgreSQL's server binaries are missing (it must never
 * pass by skipping), installs Debian's HAProxy and PgBouncer when they are missing (the
 * several-process test), and prints the suite's fault and write counts at the end.
 */
export default function setup(project: TestProject): () => void {
  postgresBinaries();
  const balancers = ensureDebianPackages([HAPROXY, PGBOUNCER], 'the fault suite');
  if (!balancers.ok) {
    throw new Error(`The fault suite does not skip: ${balancers.message}`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'fault-tally-'));
  project.provide('faultTallyDir', dir);
  return () => {
    console.log(`\n${summarize(dir)}\n`);
    rmSync(dir, { recursive: true, force: true });
  };
}
