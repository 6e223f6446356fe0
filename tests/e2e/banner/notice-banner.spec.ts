import { BANNER_BODY, banner, bannerSightingsAcrossReload } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';

test.use({ shellEnv: CONFIGS.memory });

test.describe('cookie banner (SPEC §4, §9)', () => {
  test('shows the exact wording, with "privacy policy" linking to /privacy', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page).getByRole('heading', { name: 'We Use Cookies' })).toBeVisible();
    const body = await banner(page).locator('p').innerText();
    expect(body.replace(/\s+/g, ' ').trim()).toBe(BANNER_BODY);
    await expect(banner(page).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    await expect(banner(page).getByRole('button', { name: 'I Understand' })).toBeVisible();
  });

  for (const { width, height, share, label } of [
    { width: 375, height: 740, share: 0.8, label: 'mobile' },
    { width: 1280, height: 800, share: 0.3, label: 'desktop' },
  ]) {
    test(`is fixed at the bottom right and ${share * 100}% wide on ${label} (${width}px)`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      const box = await banner(page).boundingBox();
      if (!box) throw new Error('banner has no box');
      expect(Math.abs(box.width - width * share)).toBeLessThanOrEqual(1);
      const rightGap = width - (box.x + box.width);
      const bottomGap = height - (box.y + box.height);
      expect(rightGap).toBeGreaterThanOrEqual(0);
      expect(rightGap).toBeLessThanOrEqual(24);
      expect(bottomGap).toBeGreaterThanOrEqual(0);
      expect(bottomGap).toBeLessThanOrEqual(24);
      // Scrolling the page does not move it, down to the page's very end (where its own place is: banner-clears-page-end.spec.ts).
      await page.mouse.wheel(0, 400);
      expect((await banner(page).boundingBox())?.y).toBe(box.y);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect((await banner(page).boundingBox())?.y).toBe(box.y);
      const horizontalOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(horizontalOverflow).toBeLessThanOrEqual(0);
    });
  }

  test('"I Understand" hides the banner at once and stores cookieAccepted = "true"', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'I Understand' }).click();
    await expect(banner(page)).toHaveCount(0, { timeout: 100 });
    // Stored by the app: at once, or when it arrives if the tap came first (src/boot/early-input.ts).
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('cookieAccepted'))).toBe('true');
  });

  test('an accepted visitor never sees the banner after a reload, not even for one frame', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'I Understand' }).click();
    expect(await bannerSightingsAcrossReload(page)).toEqual([]);
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  for (const stored of ['yes', 'TRUE', '']) {
    test(`a stored value other than "true" or "false" is no decision: the banner shows (${JSON.stringify(stored)})`, async ({ page }) => {
      await page.addInitScript((value) => window.localStorage.setItem('cookieAccepted', value), stored);
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
    });
  }

  test('works by keyboard alone: Tab reaches "I Understand" and Enter accepts', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const button = banner(page).getByRole('button', { name: 'I Understand' });
    for (let presses = 0; presses < 30; presses += 1) {
      await page.keyboard.press('Tab');
      if (await button.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(button).toBeFocused();
    const outline = await button.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    // Focus lands on the page, not lost on <body>.
    await expect(page.locator('#main')).toBeFocused();
  });

  test('Space also accepts', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'I Understand' }).focus();
    await page.keyboard.press('Space');
    await expect(banner(page)).toHaveCount(0);
  });

  test('the banner causes no layout shift, before or after accepting (CLS 0)', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      const keep = (entries: PerformanceEntryList) => {
        for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      };
      const observer = new PerformanceObserver((list) => keep(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      // Entries queued but not yet delivered to the callback, taken at once.
      (window as unknown as { layoutShifts: () => number[] }).layoutShifts = () => {
        keep(observer.takeRecords());
        return shifts;
      };
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready);
    await banner(page).getByRole('button', { name: 'I Understand' }).click();
    await expect(banner(page)).toHaveCount(0);
    // Two frames painted after the banner went: any shift it caused has been measured (and is taken from the observer's queue).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: () => number[] }).layoutShifts())).toEqual([]);
  });

  test('the privacy link in the banner opens /privacy inside the shell', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('link', { name: 'privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(banner(page)).toBeVisible();
  });
});
