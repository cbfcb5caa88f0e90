import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../support/chromiumFlags';

export type FormFactor = 'desktop' | 'mobile';

type Score = { score: number; finalUrl: string; benchmarkIndex: number; failure?: string };

/** What a Lighthouse run is asked for besides its page and form factor. */
export interface ScoreOptions {
  /** A Chromium profile: the page opens with its storage (signed in). */
  userDataDir?: string;
  /** A path without extension: the final screenshot and the whole report are kept there. */
  reportFile?: string;
  /** Mobile's CPU slowdown (cpuSlowdown); Lighthouse's own 4x when unset. */
  cpuSlowdown?: number;
}

/**
 * Lighthouse's default mobile slowdown and the `benchmarkIndex` it is made for: 4x moves the
 * middle of its high-end desktop bracket (1,500-2,000) into the mid-tier mobile one (Lighthouse,
 * docs/throttling.md, "Calibrating the CPU slowdown").
 */
export const DEFAULT_SLOWDOWN = { multiplier: 4, benchmarkIndex: 1_750 };
const EMULATED_DEVICE_INDEX = DEFAULT_SLOWDOWN.benchmarkIndex / DEFAULT_SLOWDOWN.multiplier;

/**
 * The mobile CPU slowdown that emulates the same phone on this machine as 4x does on the machine
 * Lighthouse's default is made for: on a slower one, 4x emulates a slower phone and the same page
 * scores lower (a two-core machine at index 1,110 scored the login page 86 where one at about
 * 1,700 scored it 95-100). Lighthouse's docs ask for this calibration before comparing reports.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  return Math.max(1, Math.round((benchmarkIndex / EMULATED_DEVICE_INDEX) * 10) / 10);
}

/** Runs left after a run Lighthouse could not score (its own advice: "run Lighthouse again"). */
const RETRIES_AFTER_FAILURE = 1;

/**
 * Lighthouse's performance score (0-100) of one page, in a fresh Chromium, with the machine's
 * `benchmarkIndex` it measured. With `reportFile` the final screenshot and the whole report are
 * kept (`.jpg`, `.json`): the audits that cost points.
 */
export async function performanceScore(
  url: string,
  formFactor: FormFactor,
  options: ScoreOptions = {},
): Promise<Score> {
  let result = await scoreOnce(url, formFactor, options);
  for (let retry = 0; result.failure !== undefined && retry < RETRIES_AFTER_FAILURE; retry += 1) {
    console.log(`  Lighthouse could not score ${url} (${result.failure}); running it again`);
    result = await scoreOnce(url, formFactor, options);
  }
  return result;
}

async function scoreOnce(
  url: string,
  formFactor: FormFactor,
  { userDataDir, reportFile, cpuSlowdown }: ScoreOptions,
): Promise<Score> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
    userDataDir: userDataDir ?? false,
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
        disableStorageReset: userDataDir !== undefined,
        ...(formFactor === 'mobile' && cpuSlowdown !== undefined
          ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }
          : {}),
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const screenshot = result?.lhr.audits['final-screenshot']?.details;
    if (reportFile && screenshot?.type === 'screenshot') {
      writeFileSync(
        `${reportFile}.jpg`,
        Buffer.from(screenshot.data.split(',')[1] ?? '', 'base64'),
      );
    }
    if (reportFile && result) {
      writeFileSync(`${reportFile}.json`, JSON.stringify(result.lhr, null, 1));
    }
    const score = result?.lhr.categories.performance?.score;
    const failure = result?.lhr.runtimeError?.message;
    return {
      score: score === null || score === undefined ? Number.NaN : Math.round(score * 100),
      finalUrl: result?.lhr.finalDisplayedUrl ?? '',
      benchmarkIndex: result?.lhr.environment.benchmarkIndex ?? Number.NaN,
      ...(failure ? { failure } : {}),
    };
  } finally {
    chrome.kill();
  }
}
