import type { Page } from '@playwright/test';
import { acceptAllButton, rejectAllButton, definePagePixel, pagePixelCalls, recorded, settled } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { HOME } from '../../support/test-product';

// Issue 11 in opt-in mode, with no pixel variable: the page's own pixel is marketing like any other,
// so it gets nothing before the visitor accepts.
test.use({ shellEnv: CONFIGS.optinMemory });

const trackSample = (page: Page) => page.getByRole('button', { name: HOME.trackSample }).click();
const trackLead = (page: Page) => page.getByRole('button', { name: HOME.trackLead }).click();

test.describe('opt-in mode: a pixel the page brings itself (issue 11)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(definePagePixel);
  });

  test('gets nothing before "Accept all", then the events held for it, in order', async ({ page }) => {
    await page.goto('/');
    await trackSample(page);
    await trackLead(page);
    await settled(page);
    expect(await pagePixelCalls(page)).toEqual([]);
    // The recording sits behind consent too: it has what a pixel would have had, nothing yet.
    expect((await recorded(page)).pixelEvents).toEqual([]);

    await acceptAllButton(page).click();
    // Told the visitor's consent before the first event it gets.
    await expect
      .poll(() => pagePixelCalls(page))
      .toEqual([
        ['consent', 'grant'],
        ['trackCustom', 'Sample Event', { source: 'lab', currentPage: '/' }],
        ['track', 'Lead', { source: 'lab', currentPage: '/' }],
      ]);
    await trackSample(page);
    await expect.poll(async () => (await pagePixelCalls(page)).length).toBe(4);
  });

  test('gets nothing at all after "Reject all"', async ({ page }) => {
    await page.goto('/');
    await trackSample(page);
    await rejectAllButton(page).click();
    await trackLead(page);
    await settled(page);
    expect(await pagePixelCalls(page)).toEqual([]);
    expect((await recorded(page)).pixelEvents).toEqual([]);
  });
});
