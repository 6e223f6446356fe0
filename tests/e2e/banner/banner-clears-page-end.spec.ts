import type { Locator, Page } from '@playwright/test';
import { appTookOver, banner } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';

test.use({ shellEnv: CONFIGS.memory });

/** Whether two boxes share any area: what the banner covers of a line, it hides. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error('an element has no box');
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;
}

/** Scrolls as far down as the page goes, once the app has taken the page over (its router restores scroll as it starts). */
async function scrollToTheEnd(page: Page): Promise<void> {
  await appTookOver(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight))
    .toBe(true);
}

test.describe('while the banner shows, the page can be scrolled clear of it (issue 22)', () => {
  for (const { width, height } of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    for (const path of ['/privacy', '/']) {
      test(`${path} at ${width}px: scrolled to the bottom, its last lines are not under the banner`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto(path);
        await expect(banner(page)).toBeVisible();
        await scrollToTheEnd(page);
        // The last line of the page's own content, and the footer's links after it.
        const lastLines = [page.locator('#main p').last(), ...(await page.getByRole('contentinfo').getByRole('link').all())];
        for (const line of lastLines) {
          await expect(line).toBeInViewport();
          expect(await overlap(line, banner(page)), `"${await line.innerText()}" is under the banner`).toBe(false);
        }
        // The banner itself is where it was before scrolling: at the bottom right of the viewport.
        const box = await banner(page).boundingBox();
        expect(height - ((box?.y ?? 0) + (box?.height ?? 0))).toBeGreaterThanOrEqual(0);
        expect(height - ((box?.y ?? 0) + (box?.height ?? 0))).toBeLessThanOrEqual(24);
      });
    }
  }
});
