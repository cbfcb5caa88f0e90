import { rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../support/chromiumFlags';

export interface StoredTokens {
  access: string;
  refresh: string;
}

/**
 * A Chromium profile in which the portal at `origin` is signed in: the tokens in localStorage
 * under `access` and `refresh`, where `src/auth/tokenStorage.ts` keeps a remembered sign-in.
 */
export async function signedInProfile(
  dir: string,
  origin: string,
  tokens: StoredTokens,
): Promise<string> {
  rmSync(dir, { recursive: true, force: true });
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  const page = await context.newPage();
  await page.goto(`${origin}/api/health`).catch(() => undefined);
  await page.evaluate((pair) => {
    localStorage.setItem('access', pair.access);
    localStorage.setItem('refresh', pair.refresh);
  }, tokens);
  await context.close();
  return dir;
}
