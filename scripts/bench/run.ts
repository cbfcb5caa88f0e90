/**
 * `npm run bench`: the scale dataset on PostgreSQL and PGlite, every issue-9 call through the
 * API beside the same SQL through the driver, then the browser side. Writes `.bench/results.md`.
 * BENCH_ONLY=postgres|pglite|browser|export narrows the run (export: the CSV export of every
 * charge on PostgreSQL, with the API's memory); BENCH_SECONDS sets each measurement;
 * BENCH_KEEP keeps the PostgreSQL database and BENCH_REUSE runs on the kept one.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { hashPassword } from '../../server/lib/passwords';
import { runApiBench, SECONDS, type ApiBenchResult } from './apiBench';
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
import { BENCH_PASSWORD, pgliteScale, postgresScale } from './scale';
import { pgliteRunner, postgresRunner } from './sqlLimit';
import { renderTable } from './table';
import { targetLines, type RunFigures } from './targets';

const only = process.env.BENCH_ONLY;
const wanted = (part: string) => !only || only.split(',').includes(part);
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

async function main(): Promise<void> {
  const started = new Date();
  section(
    `# Benchmark, ${started.toISOString()}\n\nMachine: ${(await import('node:os')).cpus().length} cores, ` +
      `Node ${process.versions.node}; each call driven for ${SECONDS} s at 16 connections after a 1 s warm-up.`,
  );
  const figures: RunFigures = {};
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  if (wanted('postgres') || wanted('browser') || wanted('export')) {
    const parameters = process.env.BENCH_REUSE
      ? await existingParameters(postgresUrl())
      : await prepare(freshPostgres, postgresScale, passwordHash, log);
    if (wanted('postgres')) {
      const result = await runApiBench(
        {
          label: 'PostgreSQL',
          scale: postgresScale,
          parameters,
          api: { url: postgresUrl() },
          openRunner: () => Promise.resolve(postgresRunner(postgresUrl())),
        },
        log,
      );
      figures.postgres = result.rows;
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
    const result = await runApiBench(
      {
        label: 'PGlite',
        scale: pgliteScale,
        parameters,
        api: { dataDir: PGLITE_DIR },
        openRunner: () => pgliteRunner(PGLITE_DIR),
      },
      log,
    );
    figures.pglite = result.rows;
    section(
      `## PGlite (${pgliteScale.label}; ${PLANNER_SETTINGS.join(', ')})\n\n${renderTable(result.rows)}`,
    );
    section(`Plans (EXPLAIN at scale):\n\n${planNotes(result)}`);
    section(await measureExport({ dataDir: PGLITE_DIR }, pgliteScale.charges, log));
  }
  if (wanted('postgres') || wanted('pglite')) {
    section(`Sign-in: ${await measureArgon2()}.`);
  }
  // Last: one line per target of issue 17, reached or missed, with its figure.
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
