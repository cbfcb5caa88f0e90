import { resolve } from 'node:path';
import { build } from 'vite';
import { kilobytes, pageSizes } from '../../pageSizes';
import { signIn, startApi } from '../apiProcess';
import { callerEmails } from '../calls';
import { buildBareReactAdmin } from './bareReactAdmin';
import { measureJourney } from './journeyTiming';
import { cpuSlowdownFor, DEFAULT_SLOWDOWN, performanceScore, type FormFactor } from './lighthouse';
import { signedInProfile } from './signedInProfile';
import { serveStatic } from './staticServer';
import type { BrowserFigures } from '../targets';

export const STATIC_PORT = Number(process.env.BENCH_STATIC_PORT ?? 3213);
const OUR_DIST = resolve('.bench/dist');
const formFactors: FormFactor[] = ['desktop', 'mobile'];

export interface BrowserBenchTarget {
  /** The scale database the API serves (the users list and the three-year journey). */
  databaseUrl: string;
  journeyUuid: string;
}

/** Bundle sizes beside a bare react-admin app, Lighthouse scores, the journey's drawing time. */
export async function runBrowserBench(
  target: BrowserBenchTarget,
  log: (line: string) => void,
): Promise<{ markdown: string; figures: BrowserFigures }> {
  log('browser: building the portal and a bare react-admin app');
  await build({
    configFile: resolve('vite.config.ts'),
    // Bundled as `npm run build` loads it (tsx would otherwise make Vite load it natively).
    configLoader: 'bundle',
    logLevel: 'warn',
    build: { outDir: OUR_DIST, emptyOutDir: true },
  });
  const ours = pageSizes(OUR_DIST);
  const bare = await buildBareReactAdmin();
  const lines = [
    '## Browser',
    '',
    '| JavaScript a first visit loads (gzip) | size | vs bare react-admin |',
    '| --- | ---: | ---: |',
    `| bare react-admin app (one resource, ra-data-simple-rest) | ${kilobytes(bare.gzipBytes)} | 1.00x |`,
    ...ours.map(
      (page) =>
        `| ${page.name} (${page.files} files) | ${kilobytes(page.gzipBytes)} | ${(page.gzipBytes / bare.gzipBytes).toFixed(2)}x |`,
    ),
  ];
  const lighthouse: BrowserFigures['lighthouse'] = [];
  let journeyFigures: BrowserFigures['journey'] | undefined;
  const api = await startApi({ url: target.databaseUrl, staticDir: OUR_DIST });
  const bareServer = await serveStatic(bare.outDir, STATIC_PORT);
  try {
    const admin = await signIn(api.root, callerEmails.admin);
    const manager = await signIn(api.root, callerEmails.manager);
    const profile = await signedInProfile(resolve('.bench/chromium-admin'), api.root, admin);
    const bareUrl = `http://127.0.0.1:${STATIC_PORT}/`;
    const pages = [
      { name: 'login page', url: `${api.root}/login`, profile: undefined },
      { name: 'users list (signed in)', url: `${api.root}/users`, profile },
      { name: 'bare react-admin app', url: bareUrl, profile: undefined },
    ];
    // One desktop run (no CPU slowdown) of the bare app measures the machine for the mobile runs.
    const { benchmarkIndex } = await performanceScore(bareUrl, 'desktop');
    const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
    log(
      `  Lighthouse: benchmarkIndex ${Math.round(benchmarkIndex)}, mobile CPU slowdown ${cpuSlowdown}x`,
    );
    lines.push(
      '',
      `Lighthouse measured this machine at benchmarkIndex ${Math.round(benchmarkIndex)}; mobile runs slow the CPU ` +
        `${cpuSlowdown}x, the phone Lighthouse's default ${DEFAULT_SLOWDOWN.multiplier}x emulates on a machine at ` +
        `${DEFAULT_SLOWDOWN.benchmarkIndex.toLocaleString('en')} (its docs' calibration).`,
      '',
      '| Lighthouse performance | desktop | mobile |',
      '| --- | ---: | ---: |',
    );
    for (const page of pages) {
      const scores: number[] = [];
      for (const formFactor of formFactors) {
        const report = `.bench/lighthouse-${page.name.split(' ')[0]}-${formFactor}`;
        const { score, finalUrl, failure } = await performanceScore(page.url, formFactor, {
          ...(page.profile ? { userDataDir: page.profile } : {}),
          reportFile: report,
          cpuSlowdown,
        });
        scores.push(score);
        log(
          `  Lighthouse ${page.name} ${formFactor}: ${score} (ended on ${finalUrl})` +
            (failure ? `: ${failure}` : ''),
        );
      }
      lines.push(`| ${page.name} | ${scores.join(' | ')} |`);
      lighthouse.push({ page: page.name, desktop: scores[0] ?? 0, mobile: scores[1] ?? 0 });
    }
    const journey = await measureJourney(api.root, target.journeyUuid, manager);
    journeyFigures = journey;
    log(
      `  journey: ${journey.drawn} of ${journey.charts} charts in ${Math.round(journey.milliseconds)} ms`,
    );
    lines.push(
      '',
      `Three-year journey (first answer: the last three months of its 1,095 daily check-ins): ${journey.drawn} of ${journey.charts} charts ` +
        `drawn ${Math.round(journey.milliseconds)} ms after the data arrived (Chromium, 1440x900).`,
    );
  } finally {
    bareServer.close();
    await api.stop();
  }
  const login = ours.find((page) => page.name === 'login page');
  return {
    markdown: lines.join('\n'),
    figures: {
      loginPageBytes: login?.gzipBytes ?? NaN,
      lighthouse,
      journey: journeyFigures ?? { drawn: 0, charts: 0, milliseconds: Number.NaN },
    },
  };
}
