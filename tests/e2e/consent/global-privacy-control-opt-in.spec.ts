import { acceptAllButton, settled } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { segmentMessages } from '../../support/fake-vendor-routes';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.optin });

test.describe('opt-in mode: Global Privacy Control', () => {
  test.beforeEach(async ({ page }) => {
    // Chromium has no GPC; this is what a browser that sends it exposes.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
    );
  });

  test('with GPC on, accepting loads no pixel and the pixel receives nothing, while Segment gets the event', async ({ page, vendors }) => {
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await acceptAllButton(page).click();
    await page.getByRole('button', { name: HOME.trackLead }).click();

    await expect.poll(() => segmentMessages(vendors, 'track').map((body) => body.event)).toEqual(['Sample Event', 'Lead']);
    // The heatmap starts at the same idle moment the pixel would have: once it is in, the pixel had its chance.
    await expect.poll(() => vendors.hits.hotjar.length).toBe(1);
    await settled(page);
    expect(vendors.hits['meta-script']).toEqual([]);
    expect(vendors.hits['meta-beacon']).toEqual([]);
    // Not even Meta's queueing stub: nothing on the page collects for the pixel.
    expect(await page.evaluate(() => 'fbq' in window)).toBe(false);
  });
});
