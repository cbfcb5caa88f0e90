/**
 * `npm test`: every check, then one closing line `N passed, N failed`.
 * Lint, types, unit and component tests, the API suite on embedded PGlite and again on
 * PostgreSQL (when reachable), the fault suite on a throwaway PostgreSQL server of its own, and
 * the end-to-end suite in Debian's Chromium.
 *
 * Checks that do not depend on each other run side by side, so that the whole run stays within
 * CI's budget on two cores: lint, types and the e2e build; then the API suite on both databases.
 * A check run beside another prints its output whole when it ends, so logs do not interleave.
 */
import { spawn } from 'node:child_process';
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
const startedAt = Date.now();

interface Run {
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** Beside other checks: keep the output and print it whole at the end. */
  buffered?: boolean;
}

/** Runs a command and answers its exit status. */
function run({ command, args, env = {}, buffered = false }: Run): Promise<number> {
  const title = `▶ ${command} ${args.join(' ')}`;
  if (!buffered) {
    console.log(`\n${title}`);
  }
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (buffered) {
        console.log(`\n${title}\n${Buffer.concat(output).toString()}`);
      }
      console.log(`(${Math.round((Date.now() - started) / 1000)} s)`);
      resolve(code ?? 1);
    });
  });
}

/** A check that has no test count of its own (lint, types) counts as one test. */
async function check(name: string, command: string, args: string[]): Promise<void> {
  const ok = (await run({ command, args, buffered: true })) === 0;
  tally[ok ? 'passed' : 'failed'] += 1;
  console.log(`${ok ? '✓' : '✗'} ${name}`);
}

async function vitest(
  name: string,
  projects: string[],
  {
    env = {},
    buffered = false,
    workers,
  }: { env?: NodeJS.ProcessEnv; buffered?: boolean; workers?: number } = {},
): Promise<void> {
  const output = join(reports, `${name}.json`);
  const status = await run({
    command: 'npx',
    args: [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      ...(workers ? [`--maxWorkers=${workers}`] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    env,
    buffered,
  });
  try {
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
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

async function playwright(): Promise<void> {
  const output = join(reports, 'e2e.json');
  const status = await run({
    command: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: output },
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

const chromium = ensureChromium();
const [, , built] = await Promise.all([
  check('lint', 'npm', ['run', '--silent', 'lint']),
  check('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  chromium.ok
    ? run({ command: 'npx', args: ['vite', 'build', '--logLevel', 'warn'], buffered: true })
    : Promise.resolve(1),
]);

// Component tests are independent files: both cores.
await vitest('unit', ['unit', 'dom'], { workers: 2 });

// Each API test file has a database of its own, so the two databases' runs go side by side.
const postgres = await findPostgres();
if (postgres) {
  console.log(
    `\nAPI suite on PGlite, and on PostgreSQL at ${postgres.replace(/\/\/[^@]*@/, '//')}`,
  );
  await Promise.all([
    vitest('api-pglite', ['api'], { buffered: true }),
    vitest('api-postgres', ['api'], { env: { TEST_POSTGRES_URL: postgres }, buffered: true }),
  ]);
} else {
  console.log(
    '\nNo PostgreSQL reachable (DATABASE_URL or 127.0.0.1:5432): API suite ran on PGlite only.',
  );
  await vitest('api-pglite', ['api'], { workers: 2 });
}

// Its own PostgreSQL from this machine's binaries (initdb), never the shared server.
await vitest('fault', ['fault']);

if (!chromium.ok) {
  console.error(`\n✗ end-to-end suite not run: ${chromium.message}`);
  tally.failed += 1;
} else if (built !== 0) {
  console.error('\n✗ end-to-end suite not run: the build failed');
  tally.failed += 1;
} else {
  await playwright();
}

console.log(`\nAll checks in ${Math.round((Date.now() - startedAt) / 60_000)} min`);
console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
