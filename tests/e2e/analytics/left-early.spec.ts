import type { Page } from '@playwright/test';
import { settled, storeDecision } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { segmentMessages, type FakeVendors } from '../../support/fake-vendor-routes';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.vendors });

// Segment's SDK chunk, held on the network: the visitor leaves while the vendor is still starting.
const SEGMENT_SDK = /\/assets\/sdk-events-[^/]*\.js$/;

/** Opens `path` with Segment's SDK held back, and resolves once the page has asked for it (its page view is then waiting in the shell's queue). */
async function visitBeforeSegmentLoads(page: Page, path: string) {
  await page.route(SEGMENT_SDK, () => undefined);
  const sdkRequested = page.waitForRequest(SEGMENT_SDK);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await sdkRequested;
}

const pagePaths = (vendors: FakeVendors) => segmentMessages(vendors, 'page').map((body) => (body.properties as { path?: string }).path);

/** The next visit, to /, once `held` is let through: the page view kept from /privacy arrives before /'s, once. */
async function nextVisitSendsTheKeptPageView(page: Page, vendors: FakeVendors, held: RegExp) {
  await page.unroute(held);
  await page.goto('/');
  await expect.poll(() => pagePaths(vendors)).toEqual(['/privacy', '/']);
  // A named event goes out after every page view made before it: once it is in, nothing is still on its way.
  await page.getByRole('button', { name: HOME.trackSample }).click();
  await expect.poll(() => segmentMessages(vendors, 'track').length).toBe(1);
  await settled(page);
  expect(pagePaths(vendors)).toEqual(['/privacy', '/']);
}

test.describe('nothing lost by starting vendors late: a visitor who leaves before the SDK has loaded', () => {
  test('navigating away: the page view is kept, and sent on the next visit, once, with the time it was made', async ({ page, vendors }) => {
    await visitBeforeSegmentLoads(page, '/privacy');
    const leftAt = Date.now();
    await page.goto('about:blank');
    expect(pagePaths(vendors)).toEqual([]);

    await nextVisitSendsTheKeptPageView(page, vendors, SEGMENT_SDK);
    const [kept, current] = segmentMessages(vendors, 'page');
    expect(Date.parse(String(kept?.timestamp))).toBeLessThanOrEqual(leftAt);
    expect(Date.parse(String(current?.timestamp))).toBeGreaterThan(leftAt);
  });

  test('closing the tab: the next tab sends the page view, once', async ({ page, vendors, otherTab }) => {
    await visitBeforeSegmentLoads(page, '/privacy');
    await page.close();
    expect(pagePaths(vendors)).toEqual([]);

    await otherTab.page.goto('/');
    await expect.poll(() => pagePaths(otherTab.vendors)).toEqual(['/privacy', '/']);
    await otherTab.page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => segmentMessages(otherTab.vendors, 'track').length).toBe(1);
    await settled(otherTab.page);
    expect(pagePaths(otherTab.vendors)).toEqual(['/privacy', '/']);
    expect(pagePaths(vendors)).toEqual([]);
  });
});

// The app's own entry script, held on the network: the page is painted from HTML and the app never starts.
// A held script the page added before its load event would hold that event too: these visits wait for the parsed page only.
const APP_ENTRY = /\/assets\/index-[^/]*\.js$/;

test.describe('nothing lost by starting the app after the first paint: a visitor who leaves before it has run', () => {
  test('the page view is kept by the page itself and sent on the next visit, once, with the time it was shown', async ({
    page,
    vendors,
  }) => {
    await page.route(APP_ENTRY, () => undefined);
    const entryRequested = page.waitForRequest(APP_ENTRY);
    const shownBefore = Date.now();
    await page.goto('/privacy?from=ad', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await entryRequested;
    await page.goto('about:blank');
    expect(pagePaths(vendors)).toEqual([]);

    await nextVisitSendsTheKeptPageView(page, vendors, APP_ENTRY);
    const [kept] = segmentMessages(vendors, 'page');
    expect(kept?.properties).toMatchObject({ path: '/privacy', search: '?from=ad' });
    expect(Date.parse(String(kept?.timestamp))).toBeGreaterThanOrEqual(shownBefore - 1000);
  });

  test('a visitor who declined leaves nothing behind', async ({ page, vendors }) => {
    await storeDecision(page, 'declined');
    await page.route(APP_ENTRY, () => undefined);
    await page.goto('/privacy', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await page.goto('about:blank');
    // Back on the site, the app still held: what the first page left in storage is there to read.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('shellkitUnsentCalls'))).toBeNull();
    expect(pagePaths(vendors)).toEqual([]);
  });
});
