import { privacyFooterLink, recorded } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';

test.use({ shellEnv: CONFIGS.memory });

test.describe('when localStorage throws (cookies disabled, private mode, quota)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
  });

  test('the shell still renders, accepting still hides the banner, and analytics still work', async ({ page }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'We Use Cookies' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'I Understand' }).click();
    await expect(banner).toHaveCount(0);
    // The decision holds for the session: navigating keeps the banner hidden.
    await privacyFooterLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect.poll(async () => (await recorded(page)).pageViews.length).toBe(2);
    expect(uncaught).toEqual([]);
  });

  test('setItem throwing (quota exceeded) is survived too', async ({ page }) => {
    await page.addInitScript(() => {
      // Undo the getter above and make only writes fail.
      delete (window as { localStorage?: Storage }).localStorage;
      Storage.prototype.setItem = () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      };
    });
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'We Use Cookies' });
    await banner.getByRole('button', { name: 'I Understand' }).click();
    await expect(banner).toHaveCount(0);
    expect(uncaught).toEqual([]);
  });
});
