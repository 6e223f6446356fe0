import { definePagePixel, pagePixelCalls, recorded, settled } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { HOME } from '../../support/test-product';

// VITE_PIXEL_SINK=memory switches the page's pixel off: pixel events are recorded in memory only.
test.use({ shellEnv: CONFIGS.pixelOff });

test.describe('the page pixel switched off (issue 11)', () => {
  test("the page's own fbq gets nothing, and the recording still has the event", async ({ page }) => {
    await page.addInitScript(definePagePixel);
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect
      .poll(async () => (await recorded(page)).pixelEvents)
      .toEqual([{ name: 'Sample Event', properties: { source: 'lab', currentPage: '/' } }]);
    await settled(page);
    expect(await pagePixelCalls(page)).toEqual([]);
  });
});
