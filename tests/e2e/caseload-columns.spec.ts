import { expect, test } from './fixtures';

import { listSettled, showColumn, signIn } from './admin-helpers';

/**
 * The caseload's columns as a case manager meets them: at 1440 px the name, the flags,
 * the latest PHQ-8, the last session and consent are in view with nothing to scroll sideways; a
 * column shown through the chooser is there again after a reload.
 */
test('the caseload fits 1440 px with its clinical columns, and a shown column survives a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'manager@example.org');
  await page.goto('/users');
  await listSettled(page);
  const headers = page.getByRole('table').first().getByRole('columnheader');
  for (const name of ['Full name', 'Attention', 'Latest PHQ-8', 'Last session', 'Consent status']) {
    await expect(headers.filter({ hasText: name }), name).toBeInViewport();
  }
  await expect(headers.filter({ hasText: 'Company' })).toHaveCount(0);
  const sideways = await page
    .getByRole('table')
    .first()
    .evaluate((table) => {
      let box: Element | null = table;
      let widest = 0;
      while (box) {
        widest = Math.max(widest, box.scrollWidth - box.clientWidth);
        box = box.parentElement;
      }
      return widest;
    });
  expect(sideways, 'pixels to scroll sideways').toBeLessThanOrEqual(0);

  await showColumn(page, 'Company');
  await expect(headers.filter({ hasText: 'Company' })).toHaveCount(1);
  await page.reload();
  await listSettled(page);
  await expect(headers.filter({ hasText: 'Company' })).toHaveCount(1);
  await expect(headers.filter({ hasText: 'Policy' })).toHaveCount(0);
});
