import { recorded } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.memory });

test.describe('error capture (SPEC §1)', () => {
  test('"Throw sample error" is reported and the page keeps working', async ({ page }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.goto('/');
    await page.getByRole('button', { name: HOME.throwError }).click();
    await expect
      .poll(async () => (await recorded(page)).errors)
      .toEqual([{ name: 'Error', message: 'Sample error', source: 'window.error' }]);
    expect(uncaught).toEqual(['Sample error']);
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(async () => (await recorded(page)).events).toHaveLength(1);
  });
});
