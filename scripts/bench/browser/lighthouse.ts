import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../support/chromiumFlags';

export type FormFactor = 'desktop' | 'mobile';

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
): Promise<{ score: number; finalUrl: string; failure?: string }> {
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
