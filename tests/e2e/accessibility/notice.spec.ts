import { A11Y_PAGES, axeViolations } from '../../support/axe';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { EMBEDS_PAGE } from '../../support/test-product';

test.use({ shellEnv: { ...CONFIGS.memory, ...EMBEDS_PAGE.env } });

test.describe('accessibility (axe-core)', () => {
  for (const { name, path, heading } of A11Y_PAGES) {
    test(`${name} page has no violations with the banner showing`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('region', { name: 'We Use Cookies' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`${name} page has no violations once cookies are accepted`, async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the banner reads well at 320 px wide with no horizontal scroll', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'We Use Cookies' });
    await expect(banner.getByRole('button', { name: 'I Understand' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

test.describe('the notice banner for keyboard and screen-reader users', () => {
  test('has no "Decline": notice mode only informs', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'We Use Cookies' }).getByRole('button')).toHaveText(['I Understand']);
  });

  test('is announced politely about half a second after it appears', async ({ page }) => {
    await page.goto('/');
    const status = page.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveText('We Use Cookies: a cookie notice at the bottom of the page.');
  });

  test('"I Understand" shows a focus ring at least 2 px wide when reached by Tab', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('region', { name: 'We Use Cookies' }).getByRole('button', { name: 'I Understand' });
    for (let presses = 0; presses < 30 && !(await button.evaluate((el) => el === document.activeElement)); presses += 1)
      await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    const outline = await button.evaluate((el) => ({
      style: getComputedStyle(el).outlineStyle,
      width: parseFloat(getComputedStyle(el).outlineWidth),
    }));
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });

  for (const { name, path } of A11Y_PAGES) {
    test(`${name} page with the banner has no horizontal scroll at 200% zoom (640 px) and at 320 px`, async ({ page }) => {
      for (const width of [640, 320]) {
        await page.setViewportSize({ width, height: 640 });
        await page.goto(path);
        await expect(page.getByRole('region', { name: 'We Use Cookies' })).toBeVisible();
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
          `${width} px`,
        ).toBeLessThanOrEqual(0);
      }
    });
  }
});
