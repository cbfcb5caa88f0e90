import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../support/chromiumFlags';
import type { StoredTokens } from './signedInProfile';

/**
 * The portal holds every answer until the spec's minimum request time has passed
 * (VITE_MIN_REQUEST_MS, 500 ms by default), so the data reaches the page at the later of the
 * answer's last byte and that moment.
 */
const MIN_REQUEST_MS = Number(process.env.VITE_MIN_REQUEST_MS ?? 500);

export interface JourneyTiming {
  /** Charts on the page, and how many had their series drawn. */
  charts: number;
  drawn: number;
  /** From the journey data reaching the page to the last chart's series drawn. */
  milliseconds: number;
}

/** How long the journey page takes from its data arriving to every chart drawn. */
export async function measureJourney(
  origin: string,
  chargeUuid: string,
  tokens: StoredTokens,
): Promise<JourneyTiming> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript((pair) => {
      localStorage.setItem('access', pair.access);
      localStorage.setItem('refresh', pair.refresh);
    }, tokens);
    const answer = page.waitForResponse((r) =>
      r.url().includes(`/charges/${chargeUuid}/sessions/`),
    );
    await page.goto(`${origin}/users/${chargeUuid}`);
    await answer;
    // Settled: the count of drawn charts has not changed for 1.5 s (after at most 20 s). A
    // string, so the bundler's helpers never reach the page.
    return await page.evaluate<JourneyTiming>(`new Promise((resolve) => {
      const dataAt = performance.getEntriesByType('resource')
        .find((e) => e.name.includes('/charges/${chargeUuid}/sessions/'));
      const series = '[class*="MuiLineChart-line"], [class*="MuiBarChart-element"]';
      let last = -1;
      let changedAt = performance.now();
      const started = performance.now();
      const tick = () => {
        const surfaces = [...document.querySelectorAll('svg.MuiChartsSvgLayer-root, svg.MuiChartsSurface-root')];
        const drawn = surfaces.filter((s) => s.querySelector(series)).length;
        if (drawn !== last) {
          last = drawn;
          changedAt = performance.now();
        }
        const now = performance.now();
        if ((drawn > 0 && now - changedAt > 1500) || now - started > 20000) {
          resolve({
            charts: surfaces.length,
            drawn,
            milliseconds: changedAt - (dataAt ? Math.max(dataAt.responseEnd, dataAt.startTime + ${MIN_REQUEST_MS}) : started),
          });
        } else {
          requestAnimationFrame(tick);
        }
      };
      tick();
    })`);
  } finally {
    await browser.close();
  }
}
