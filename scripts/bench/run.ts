/**
 * `npm run bench`: the scale dataset on PostgreSQL and PGlite, every call through the API beside
 * the same SQL through the driver, each with its CPU per call, then the mail calls again on a
 * tenfold mail table, then the browser side. Writes `.bench/results.md`.
 * BENCH_ONLY=postgres|pglite|browser|export narrows the run (export: the CSV export of every
 * charge on PostgreSQL, with the API's memory); BENCH_CALLS sets the calls per measurement;
 * BENCH_SCALE shrinks the dataset; BENCH_KEEP keeps the PostgreSQL database and BENCH_REUSE runs
 * on the kept one. BENCH_CALL_FILTER=outcomes,mails measures only the calls whose name contains
 * one of those words (and Fastify's floor), to iterate on a few calls at full scale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { hashPassword } from '../../server/lib/passwords';
import {
  runApiBench,
  WARM_CALLS,
  type ApiBenchResult,
  type ApiBenchTarget,
  type BenchPass,
} from './apiBench';
import {
  benchCalls,
  deepPages,
  FLOOR_CALL,
  mailCalls,
  outcomeCalls,
  outcomeTwins,
  twins,
  type BenchCall,
  type CallParameters,
} from './calls';
import { growEpisodes, growMails, settleDatabase } from './dataset';
import { createDatabase } from '../../server/db/connect';
import { CALLS } from './measurement';
import { measureArgon2 } from './argon2Cost';
import { measureExport } from './exportBench';
import {
  dropPostgres,
  freshPglite,
  freshPostgres,
  PGLITE_DIR,
  PLANNER_SETTINGS,
  postgresUrl,
} from './databases';
import { existingParameters, prepare } from './datasets';
import { runBrowserBench } from './browser/browserBench';
import {
  BENCH_PASSWORD,
  EPISODE_GROWTH,
  MAIL_GROWTH,
  pgliteScale,
  postgresScale,
  type Scale,
} from './scale';
import { pgliteRunner, postgresRunner } from './sqlLimit';
import { renderTable } from './table';
import { targetLines, type RunFigures } from './targets';

const only = process.env.BENCH_ONLY;
const wanted = (part: string) => !only || only.split(',').includes(part);
const callFilter = process.env.BENCH_CALL_FILTER?.split(',');
const picked = (calls: BenchCall[]) =>
  callFilter
    ? calls.filter(
        (call) => call.name === FLOOR_CALL || callFilter.some((word) => call.name.includes(word)),
      )
    : calls;
const report: string[] = [];
const log = (line: string) => console.log(line);
const section = (text: string) => {
  report.push(text);
  console.log(`\n${text}`);
};

function planNotes(result: ApiBenchResult): string {
  return result.plans
    .map(
      (p) =>
        `- ${p.call}: ${p.largeSeqScans.length ? `SEQUENTIAL SCAN of ${p.largeSeqScans.join(', ')}; ` : ''}` +
        `${[...new Set(p.scans)].join(', ')}`,
    )
    .join('\n');
}

/**
 * Every call, then the mail calls again once the mail table grew tenfold and the outcome report's
 * once the closed episodes did: their tables and plans as one. On PostgreSQL both passes run in
 * one API process, grown while it idles; PGlite's single owner grows it between two.
 */
async function measureBoth(
  target: ApiBenchTarget,
  database: { url?: string; dataDir?: string },
  scale: Scale,
  parameters: CallParameters,
  log: (line: string) => void,
): Promise<ApiBenchResult> {
  const every = picked(benchCalls(scale, parameters));
  const grow = async () => {
    log(
      `${target.label}: the mail table and the closed episodes grow ${MAIL_GROWTH}-fold and ${EPISODE_GROWTH}-fold`,
    );
    const db = createDatabase({ ...database, poolSize: 1 });
    try {
      await growMails(db, scale, MAIL_GROWTH);
      await growEpisodes(db, EPISODE_GROWTH);
      await settleDatabase(db);
    } finally {
      await db.destroy();
    }
  };
  const grown: BenchPass = {
    calls: picked([...mailCalls(scale, true), ...outcomeCalls(parameters, true)]),
    prepare: grow,
  };
  if (target.runnerBesideApi) {
    return runApiBench(target, [{ calls: every }, grown], every, log);
  }
  const small = await runApiBench(target, [{ calls: every }], every, log);
  await grow();
  const large = await runApiBench(target, [{ calls: grown.calls }], every, log);
  return { rows: [...small.rows, ...large.rows], plans: [...small.plans, ...large.plans] };
}

async function main(): Promise<void> {
  const started = new Date();
  section(
    `# Benchmark, ${started.toISOString()}\n\nMachine: ${(await import('node:os')).cpus().length} cores, ` +
      `Node ${process.versions.node}; each call driven ${CALLS.toLocaleString('en')} times (sign-in a ` +
      `twentieth) at 16 connections after a 1 s warm-up, in an API process first warmed by every read of ` +
      `the run ${WARM_CALLS.toLocaleString('en')} times; CPU per call from /proc over those calls.`,
  );
  const figures: RunFigures = {};
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  if (wanted('postgres') || wanted('browser') || wanted('export')) {
    const parameters = process.env.BENCH_REUSE
      ? await existingParameters(postgresUrl(), postgresScale)
      : await prepare(freshPostgres, postgresScale, passwordHash, log);
    if (wanted('postgres')) {
      const result = await measureBoth(
        {
          label: 'PostgreSQL',
          api: { url: postgresUrl() },
          openRunner: () => Promise.resolve(postgresRunner(postgresUrl())),
          runnerBesideApi: true,
        },
        { url: postgresUrl() },
        postgresScale,
        parameters,
        log,
      );
      figures.postgres = result.rows;
      figures.twins = twins(postgresScale);
      figures.deepPages = deepPages(postgresScale);
      figures.outcomeTwins = outcomeTwins();
      section(
        `## PostgreSQL (${postgresScale.label}; ${PLANNER_SETTINGS.join(', ')})\n\n${renderTable(result.rows)}`,
      );
      section(`Plans (EXPLAIN at scale):\n\n${planNotes(result)}`);
    }
    if (wanted('postgres') || wanted('export')) {
      section(await measureExport({ url: postgresUrl() }, postgresScale.charges, log));
    }
    if (wanted('browser')) {
      const browser = await runBrowserBench(
        { databaseUrl: postgresUrl(), journeyUuid: parameters.journeyUuid },
        log,
      );
      figures.browser = browser.figures;
      section(browser.markdown);
    }
    if (!process.env.BENCH_KEEP) {
      await dropPostgres();
    }
  }
  if (wanted('pglite')) {
    log('PGlite: building the dataset');
    const parameters = await prepare(freshPglite, pgliteScale, passwordHash, log);
    const result = await measureBoth(
      {
        label: 'PGlite',
        api: { dataDir: PGLITE_DIR },
        openRunner: () => pgliteRunner(PGLITE_DIR),
        runnerBesideApi: false,
      },
      { dataDir: PGLITE_DIR },
      pgliteScale,
      parameters,
      log,
    );
    figures.pglite = result.rows;
    section(
      `## PGlite (${pgliteScale.label}; ${PLANNER_SETTINGS.join(', ')}; the API process runs the database, so its CPU is both)\n\n${renderTable(result.rows)}`,
    );
    section(`Plans (EXPLAIN at scale):\n\n${planNotes(result)}`);
    section(await measureExport({ dataDir: PGLITE_DIR }, pgliteScale.charges, log));
  }
  if (wanted('postgres') || wanted('pglite')) {
    section(`Sign-in: ${await measureArgon2()}.`);
  }
  // Last: one line per target, reached or missed, with its figure.
  section(
    `## Targets\n\n${targetLines(figures)
      .map((line) => `- ${line}`)
      .join('\n')}`,
  );
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/results.md', `${report.join('\n\n')}\n`);
  console.log('\nWritten to .bench/results.md');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
