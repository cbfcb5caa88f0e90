/**
 * `npm test`: every check, in order, then one closing line `N passed, N failed`.
 * Lint, types, unit and component tests, the API suite on embedded PGlite and again on
 * PostgreSQL (when reachable), the fault suite on a throwaway PostgreSQL server of its own, and
 * the end-to-end suite in Debian's Chromium.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './support/chromium';
import { findPostgres } from './support/postgres';

interface Tally {
  passed: number;
  failed: number;
}

const tally: Tally = { passed: 0, failed: 0 };
const reports = join(process.cwd(), '.test-artifacts');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** A check that has no test count of its own (lint, types) counts as one test. */
function check(name: string, command: string, args: string[]): void {
  const ok = run(command, args) === 0;
  tally[ok ? 'passed' : 'failed'] += 1;
  console.log(`${ok ? '✓' : '✗'} ${name}`);
}

function vitest(name: string, projects: string[], env: NodeJS.ProcessEnv = {}): void {
  const output = join(reports, `${name}.json`);
  const status = run(
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    env,
  );
  try {
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numTotalTests: number;
    };
    tally.passed += report.numPassedTests;
    tally.failed += report.numFailedTests;
    if (status !== 0 && report.numFailedTests === 0) {
      tally.failed += 1;
    }
  } catch {
    tally.failed += 1;
  }
}

function playwright(): void {
  const output = join(reports, 'e2e.json');
  const status = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  try {
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number };
    };
    tally.passed += report.stats.expected + report.stats.flaky;
    tally.failed += report.stats.unexpected;
    if (status !== 0 && report.stats.unexpected === 0) {
      tally.failed += 1;
    }
  } catch {
    tally.failed += 1;
  }
}

check('lint', 'npm', ['run', '--silent', 'lint']);
check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
vitest('unit', ['unit', 'dom']);
vitest('api-pglite', ['api']);

const postgres = await findPostgres();
if (postgres) {
  console.log(`\nAPI suite on PostgreSQL at ${postgres.replace(/\/\/[^@]*@/, '//')}`);
  vitest('api-postgres', ['api'], { TEST_POSTGRES_URL: postgres });
} else {
  console.log(
    '\nNo PostgreSQL reachable (DATABASE_URL or 127.0.0.1:5432): API suite ran on PGlite only.',
  );
}

// Its own PostgreSQL from this machine's binaries (initdb), never the shared server.
vitest('fault', ['fault']);

const chromium = ensureChromium();
if (chromium.ok) {
  if (run('npx', ['vite', 'build', '--logLevel', 'warn']) === 0) {
    playwright();
  } else {
    tally.failed += 1;
  }
} else {
  console.error(`\n✗ end-to-end suite not run: ${chromium.message}`);
  tally.failed += 1;
}

console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
