import { test as base } from '@playwright/test';
import { portal } from './portals';

/** Playwright's test, with each worker's pages and requests sent to that worker's own portal. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, provide, testInfo) => {
    await provide(portal(testInfo.parallelIndex).origin);
  },
});

export { expect } from '@playwright/test';
