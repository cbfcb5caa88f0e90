/**
 * `npm test`: every check, then one closing line `N passed, N failed`.
 * Lint, types, unit and component tests, the API suite on embedded PGlite and again on
 * PostgreSQL (when reachable), the fault suite on a throwaway PostgreSQL server of its own, and
 * the end-to-end suite in Debian's Chromium.
 *
 * Checks that do not depend on each other run side by side, so that the whole run stays within
 * CI's budget on two cores: lint, types and the e2e build, and lint on beside the unit and component
 * tests; then the API suite on both databases in one pool; then the fault suite beside the
 * end-to-end suite.
 * A check run beside another prints its output whole when it ends, so logs do not interleave.
 * Each API test file's database is a copy of one migrated once per run (tests/api/support). The
 * stages' times print at the end, before the closing line.
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

/** Each stage's wall time, printed at the end (stages run side by side each show their own). */
const stageTimes: { name: string; seconds: number }[] = [];

async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    stageTimes.push({ name, seconds: Math.round((Date.now() - started) / 1000) });
  }
}

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
// ESLint (one process, one core) goes on long after the types and the build are done: the unit
// and component tests start then, beside it, rather than after it.
const linted = timed('lint', () => check('lint', 'npm', ['run', '--silent', 'lint']));
const [, built] = await Promise.all([
  timed('typecheck', () => check('typecheck', 'npm', ['run', '--silent', 'typecheck'])),
  // The end-to-end suite's build: answers are not held (the spec's minimum request duration has
  // its unit test, src/http/httpClient.test.ts), so its pages wait for the server alone.
  timed('build', () =>
    chromium.ok
      ? run({
          command: 'npx',
          args: ['vite', 'build', '--logLevel', 'warn'],
          // The bell asks every 3 s, so the inbox spec sees it rise soon (30 s in production).
          env: { VITE_MIN_REQUEST_MS: '0', VITE_NOTIFICATIONS_POLL_SECONDS: '3' },
          buffered: true,
        })
      : Promise.resolve(1),
  ),
]);

// Component tests are independent files: both cores.
await timed('unit + dom', () => vitest('unit', ['unit', 'dom', 'dom-mocking'], { workers: 2 }));
await linted;

// Each API test file has a database of its own, so both databases' files share one pool of two
// workers (vitest.config.ts's api and api-postgres projects): the cores stay busy to the end.
const postgres = await findPostgres();
if (postgres) {
  console.log(
    `\nAPI suite on PGlite, and on PostgreSQL at ${postgres.replace(/\/\/[^@]*@/, '//')}`,
  );
  await timed('API on PGlite and PostgreSQL', () =>
    vitest('api', ['api', 'api-postgres'], {
      // The api project is the PGlite run, whatever the caller's shell names.
      env: { API_POSTGRES_URL: postgres, TEST_POSTGRES_URL: '' },
      workers: 2,
    }),
  );
} else {
  console.log(
    '\nNo PostgreSQL reachable (DATABASE_URL or 127.0.0.1:5432): API suite ran on PGlite only.',
  );
  await timed('API on PGlite', () => vitest('api-pglite', ['api'], { workers: 2 }));
}

/** The end-to-end suite, when its browser and build are there. */
async function endToEnd(): Promise<void> {
  if (!chromium.ok) {
    console.error(`\n✗ end-to-end suite not run: ${chromium.message}`);
    tally.failed += 1;
  } else if (built !== 0) {
    console.error('\n✗ end-to-end suite not run: the build failed');
    tally.failed += 1;
  } else {
    await timed('end-to-end', playwright);
  }
}

// The fault suite (its own PostgreSQL from this machine's binaries, never the shared server) is
// about half waiting: on a process to die, a lease to end, a server to start. Beside the API
// suite, whose two workers fill both cores, it gained nothing; beside the end-to-end suite it
// fills the core the portals' seeding leaves idle, and the waits between the pages' work.
await Promise.all([
  timed('fault', () => vitest('fault', ['fault'], { buffered: true })),
  endToEnd(),
]);

const total = Math.round((Date.now() - startedAt) / 1000);
const width = Math.max(...stageTimes.map((stage) => stage.name.length));
console.log(
  '\nStage times (lint beside typecheck and build, then beside unit + dom; both databases in one API run; fault beside end-to-end):',
);
for (const { name, seconds } of stageTimes) {
  console.log(`  ${name.padEnd(width)}  ${String(seconds).padStart(4)} s`);
}
console.log(`All checks in ${Math.floor(total / 60)} min ${total % 60} s`);
// The closing line CI reads: keep it last and in this form.
console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
