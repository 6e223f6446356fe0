import { brandLink, definePagePixel, pagePixelCalls } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { pixelBeacons as beacons, pixelEvents } from '../../support/fake-vendor-routes';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.vendors });

const pixelId = CONFIGS.vendors.VITE_META_PIXEL_ID;

test.describe('the Meta pixel, loaded by the shell with VITE_META_PIXEL_ID (SPEC §7)', () => {
  test('loads fbevents.js once the page is idle, initialises it with the id, and reports each event with currentPage', async ({
    page,
    vendors,
  }) => {
    await page.addInitScript(() =>
      window.addEventListener('load', () => ((window as unknown as { loadedAt: number }).loadedAt = Date.now())),
    );
    // Clicked before the pixel has loaded: the events wait for it and arrive once, in order.
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await page.getByRole('button', { name: HOME.trackLead }).click();

    await expect.poll(() => pixelEvents(vendors).length).toBe(2);
    expect(vendors.hits['meta-script']).toHaveLength(1);
    const loadedAt = await page.evaluate(() => (window as unknown as { loadedAt: number }).loadedAt);
    expect(vendors.hits['meta-script'][0]?.at).toBeGreaterThanOrEqual(loadedAt);
    expect(beacons(vendors)).toEqual([
      // Meta asks for the visitor's consent before init; in notice mode marketing is granted.
      { command: 'consent', name: 'grant', properties: {} },
      { command: 'init', name: pixelId, properties: {} },
      // A custom name goes through trackCustom (through track the pixel would warn); a standard one through track.
      { command: 'trackCustom', name: 'Sample Event', properties: { source: 'lab', currentPage: '/' } },
      { command: 'track', name: 'Lead', properties: { source: 'lab', currentPage: '/' } },
    ]);
  });

  test('leaves a pixel the page already has alone and reports to it', async ({ page, vendors }) => {
    await page.addInitScript(definePagePixel);
    await page.goto('/privacy');
    await brandLink(page).click();
    await page.getByRole('button', { name: HOME.trackLead }).click();
    await expect
      .poll(() => pagePixelCalls(page))
      .toEqual([
        ['consent', 'grant'],
        ['track', 'Lead', { source: 'lab', currentPage: '/' }],
      ]);
    expect(vendors.hits['meta-script']).toHaveLength(0);
  });
});
