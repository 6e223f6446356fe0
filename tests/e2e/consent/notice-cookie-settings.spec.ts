import type { Page } from '@playwright/test';
import { banner } from '../support/page';
import { CONFIGS, expect, test } from '../support/test';

test.use({ shellEnv: CONFIGS.memory });

const choice = (page: Page) => page.getByTestId('cookie-choice');

test.describe('notice mode: the privacy page\'s cookie settings', () => {
  test('"Cookie settings" shows the notice again, with "I Understand" only, and the page says what was chosen', async ({ page }) => {
    await page.goto('/privacy');
    await expect(choice(page)).toHaveText('You have not made a choice about cookies yet.');
    await banner(page).getByRole('button', { name: 'I Understand' }).click();
    await expect(choice(page)).toHaveText('You have accepted cookies.');
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page).getByRole('button')).toHaveText(['I Understand']);
    await banner(page).getByRole('button', { name: 'I Understand' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('cookieAccepted'))).toBe('true');
  });

  test('a stored "false" is no decision in notice mode: the banner shows and the page does not claim a decline', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'false'));
    await page.goto('/privacy');
    await expect(banner(page)).toBeVisible();
    await expect(choice(page)).toHaveText('You have not made a choice about cookies yet.');
  });
});
