import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import type { FakeVendors } from '../../support/fake-vendor-routes';
import { privacyFooterLink } from '../../support/shell-page';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.vendors });

const writeKey = CONFIGS.vendors.VITE_SEGMENT_WRITE_KEY;

const sent = (vendors: FakeVendors, type: 'page' | 'track') =>
  vendors.hits['segment-api'].map((hit) => hit.body ?? {}).filter((body) => body.type === type);

const pageProperties = (vendors: FakeVendors) =>
  sent(vendors, 'page').map((body) => {
    const { path, search, url = '', title } = body.properties as Record<string, string | undefined>;
    return { path, search, url: new URL(url).pathname + new URL(url).search, title };
  });

test.describe('Segment, the real analytics-next SDK with its hosts answered locally (SPEC §7)', () => {
  test('loads the project settings with the public write key', async ({ page, vendors }) => {
    await page.goto('/');
    await expect.poll(() => vendors.hits['segment-settings'].length).toBe(1);
    expect(new URL(vendors.hits['segment-settings'][0]?.url ?? '').pathname).toBe(`/v1/projects/${writeKey}/settings`);
  });

  test('sends one page() per change of path or search, on back navigation too, with path, search, url and title', async ({
    page,
    vendors,
  }) => {
    await page.goto('/');
    await expect.poll(() => sent(vendors, 'page').length).toBe(1);
    await privacyFooterLink(page).click();
    await expect.poll(() => sent(vendors, 'page').length).toBe(2);
    await page.goBack();
    await expect.poll(() => sent(vendors, 'page').length).toBe(3);
    await page.getByRole('link', { name: 'Tab A' }).click();
    await expect.poll(() => sent(vendors, 'page').length).toBe(4);
    // A named event is sent after the page views it follows, so once it is in, no page view is still on its way.
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => sent(vendors, 'track').length).toBe(1);

    const titles = pageProperties(vendors).map((view) => view.title);
    expect(pageProperties(vendors).map(({ path, search, url }) => ({ path, search, url }))).toEqual([
      { path: '/', search: '', url: '/' },
      { path: '/privacy', search: '', url: '/privacy' },
      { path: '/', search: '', url: '/' },
      { path: '/', search: '?tab=a', url: '/?tab=a' },
    ]);
    expect(titles[1]).toMatch(/privacy/i);
    expect(titles[0]).not.toBe(titles[1]);
    expect(sent(vendors, 'page').every((body) => body.writeKey === writeKey)).toBe(true);
  });

  test('sends track(name, properties) with currentPage', async ({ page, vendors }) => {
    await page.goto('/?tab=b');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => sent(vendors, 'track').length).toBe(1);
    const [event] = sent(vendors, 'track');
    expect(event?.event).toBe('Sample Event');
    expect(event?.properties).toEqual({ source: 'lab', currentPage: '/' });
  });
});
