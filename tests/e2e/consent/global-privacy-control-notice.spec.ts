import { settled } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.vendors });

test.describe('Global Privacy Control in notice mode', () => {
  test('with GPC on, the Meta pixel is not loaded and receives nothing, while Segment still gets the event', async ({ page, vendors }) => {
    // Chromium has no GPC; this is what a browser that sends it exposes.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await page.getByRole('button', { name: HOME.trackLead }).click();

    await expect
      .poll(() =>
        vendors.hits['segment-api']
          .map((hit) => hit.body ?? {})
          .filter((body) => body.type === 'track')
          .map((body) => body.event),
      )
      .toEqual(['Sample Event', 'Lead']);
    // The heatmap starts at the same idle moment the pixel would have: once it is in, the pixel had its chance.
    await expect.poll(() => vendors.hits.hotjar.length).toBe(1);
    await settled(page);
    expect(vendors.hits['meta-script']).toEqual([]);
    expect(vendors.hits['meta-beacon']).toEqual([]);
    // Not even Meta's queueing stub: nothing on the page collects for the pixel.
    expect(await page.evaluate(() => 'fbq' in window)).toBe(false);
  });
});
