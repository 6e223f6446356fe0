import { E2E_VARIANTS } from '../../../playwright.config';
import { expect, test, type FakeVendors } from '../fake-vendors';

const pixelId = E2E_VARIANTS.vendors.VITE_META_PIXEL_ID;

const beacons = (vendors: FakeVendors) =>
  vendors.hits['meta-beacon'].map((hit) => {
    const query = new URL(hit.url).searchParams;
    return { command: query.get('command'), name: query.get('ev'), properties: JSON.parse(query.get('cd') ?? '{}') as unknown };
  });

test.describe('the Meta pixel, loaded by the shell with VITE_META_PIXEL_ID (SPEC §7)', () => {
  test('loads fbevents.js once the page is idle, initialises it with the id, and reports each event with currentPage', async ({ page, vendors }) => {
    await page.addInitScript(() => window.addEventListener('load', () => ((window as unknown as { loadedAt: number }).loadedAt = Date.now())));
    // Clicked before the pixel has loaded: the events wait for it and arrive once, in order.
    await page.goto('/');
    await page.getByRole('button', { name: 'Track sample event' }).click();
    await page.getByRole('button', { name: 'Track lead' }).click();

    await expect.poll(() => beacons(vendors).filter((beacon) => beacon.command !== 'init').length).toBe(2);
    expect(vendors.hits['meta-script']).toHaveLength(1);
    const loadedAt = await page.evaluate(() => (window as unknown as { loadedAt: number }).loadedAt);
    expect(vendors.hits['meta-script'][0]?.at).toBeGreaterThanOrEqual(loadedAt);
    expect(beacons(vendors)).toEqual([
      { command: 'init', name: pixelId, properties: {} },
      // A custom name goes through trackCustom (through track the pixel would warn); a standard one through track.
      { command: 'trackCustom', name: 'Sample Event', properties: { source: 'demo', currentPage: '/' } },
      { command: 'track', name: 'Lead', properties: { source: 'demo', currentPage: '/' } },
    ]);
  });

  test('leaves a pixel the page already has alone and reports to it', async ({ page, vendors }) => {
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      (window as unknown as { fbq: unknown; fbqCalls: unknown[][] }).fbq = (...args: unknown[]) => calls.push(args);
      (window as unknown as { fbqCalls: unknown[][] }).fbqCalls = calls;
    });
    await page.goto('/privacy');
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('button', { name: 'Track lead' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { fbqCalls: unknown[][] }).fbqCalls))
      .toEqual([['track', 'Lead', { source: 'demo', currentPage: '/' }]]);
    expect(vendors.hits['meta-script']).toHaveLength(0);
  });
});
