import { settled } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { segmentMessages, type FakeVendors } from '../../support/fake-vendor-routes';

test.use({ shellEnv: CONFIGS.vendors });

// The privacy page's own chunk, which the router loads before the app hydrates: asked for, the app's entry has run
// and its pipelines exist, but its first page view is not made until the page is loaded and hydrated.
const PRIVACY_CHUNK = /\/assets\/privacy-[^/]*\.js$/;

const pageViews = (vendors: FakeVendors) =>
  segmentMessages(vendors, 'page').map((body) => body.properties as { path?: string; search?: string; url?: string });

test.describe('nothing lost while the app takes the page over (issue 22, defect 1)', () => {
  test('a visitor who leaves while the app loads its route and hydrates: the page view is sent on the next visit, once, as the app would send it', async ({
    page,
    vendors,
  }) => {
    await page.route(PRIVACY_CHUNK, () => undefined);
    const chunkRequested = page.waitForRequest(PRIVACY_CHUNK);
    await page.goto('/privacy?from=ad#top', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await chunkRequested;
    await page.goto('about:blank');
    expect(pageViews(vendors)).toEqual([]);

    // The next visit, to the same URL: the kept view goes first, then the app's own, and they read alike.
    await page.unroute(PRIVACY_CHUNK);
    await page.goto('/privacy?from=ad#top');
    await expect.poll(() => pageViews(vendors).length).toBe(2);
    await settled(page);
    const [kept, current] = pageViews(vendors);
    expect(kept).toMatchObject({ path: '/privacy', search: '?from=ad' });
    expect(kept?.url).toBe(current?.url);
    expect(pageViews(vendors)).toHaveLength(2);
  });
});
