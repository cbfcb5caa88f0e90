import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../support/chromiumFlags';

export type FormFactor = 'desktop' | 'mobile';

type Score = { score: number; finalUrl: string; failure?: string };

/** Runs left after a run Lighthouse could not score (its own advice: "run Lighthouse again"). */
const RETRIES_AFTER_FAILURE = 1;

/**
 * Lighthouse's performance score (0-100) of one page, in a fresh Chromium; with a profile
 * directory the page opens with that profile's storage (signed in). With `reportFile` (a path
 * without extension) the final screenshot and the whole report are kept there (`.jpg`, `.json`):
 * the audits that cost points.
 */
export async function performanceScore(
  url: string,
  formFactor: FormFactor,
  userDataDir?: string,
  reportFile?: string,
): Promise<Score> {
  let result = await scoreOnce(url, formFactor, userDataDir, reportFile);
  for (let retry = 0; result.failure !== undefined && retry < RETRIES_AFTER_FAILURE; retry += 1) {
    console.log(`  Lighthouse could not score ${url} (${result.failure}); running it again`);
    result = await scoreOnce(url, formFactor, userDataDir, reportFile);
  }
  return result;
}

async function scoreOnce(
  url: string,
  formFactor: FormFactor,
  userDataDir?: string,
  reportFile?: string,
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
      ...(failure ? { failure } : {}),
    };
  } finally {
    chrome.kill();
  }
}
