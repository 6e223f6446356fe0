import { recorded } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.memory });

test.describe('named events (SPEC §1, §3, §7)', () => {
  test('"Track sample event" sends Sample Event with its properties and currentPage, to analytics and the pixel', async ({ page }) => {
    await page.goto('/?tab=a');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    const expected = { name: 'Sample Event', properties: { source: 'lab', currentPage: '/' } };
    await expect.poll(async () => (await recorded(page)).events).toEqual([expected]);
    // The pixel port's adapter (the page's own pixel, recorded in memory) is a chunk of its own: it may be a moment later.
    await expect.poll(async () => (await recorded(page)).pixelEvents).toEqual([expected]);
  });
});
