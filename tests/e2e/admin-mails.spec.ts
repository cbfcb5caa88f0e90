import { expect, test } from './fixtures';
import { signIn } from './admin-helpers';

test.describe('an administrator reads the mails', () => {
  test('opens a mail whose body holds a script, and the script does not run', async ({
    page,
    context,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        consoleErrors.push(message.text());
      }
    });
    await signIn(page);
    await page.goto('/emails');
    await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await page.getByRole('searchbox', { name: 'Search' }).fill('holds a script');
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr')).toContainText('Sent');
    await page.locator('tbody tr').first().click();
    await expect(page).toHaveURL(/\/emails\/\d+$/);

    const frame = page.locator('iframe[title="The mail as its recipients see it"]');
    await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    const body = page.frameLocator('iframe[title="The mail as its recipients see it"]');
    await expect(body.getByRole('heading', { name: 'Security check' })).toBeVisible();
    await expect(body.locator('body')).not.toHaveAttribute('data-script-ran', 'yes');
    expect(dialogs).toEqual([]);
    // The preview's own style is allowed by the policy (not Times, no console error).
    await expect(body.locator('body')).toHaveCSS('font-family', /system-ui/);
    // The one error is the sandbox refusing the mail's script, as it should.
    expect(consoleErrors.filter((text) => !text.includes('sandboxed'))).toEqual([]);

    // Links open in a new tab.
    const popup = context.waitForEvent('page');
    await body.getByRole('link', { name: 'Links open in a new tab' }).click();
    const opened = await popup;
    expect(opened).not.toBe(page);
    await opened.close();
    expect(page.url()).toMatch(/\/emails\/\d+$/);
  });

  test('searches recipients and shows a not-sent status', async ({ page }) => {
    await signIn(page);
    await page.goto('/emails');
    await page.getByRole('searchbox', { name: 'Search' }).fill('invited-client-supporter');
    await expect(page.locator('tbody tr').first()).toContainText(
      'invited-client-supporter@example.org',
    );
  });
});
