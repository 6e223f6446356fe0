import { recorded } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';

test.use({ shellEnv: CONFIGS.memory });

test.describe('error capture (SPEC §1)', () => {
  test('"Throw sample error" is reported and the page keeps working', async ({ page }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.goto('/');
    await page.getByRole('button', { name: 'Throw sample error' }).click();
    await expect
      .poll(async () => (await recorded(page)).errors)
      .toEqual([{ name: 'Error', message: 'Sample error', source: 'window.error' }]);
    expect(uncaught).toEqual(['Sample error']);
    await page.getByRole('button', { name: 'Track sample event' }).click();
    await expect.poll(async () => (await recorded(page)).events).toHaveLength(1);
  });
});
