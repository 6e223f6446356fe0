import { privacyFooterLink, settled, watchPage } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { hitsOf, type FakeVendors } from '../../support/fake-vendor-routes';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.plausible });

const domain = CONFIGS.plausible.VITE_PLAUSIBLE_DOMAIN;

/** The events Plausible's API received, in order: name, the page's path and search, and the properties. */
const events = (vendors: FakeVendors) =>
  hitsOf(vendors, 'plausible').map((hit) => {
    const { name, url, props, domain: site } = (hit.body ?? {}) as { name: string; url: string; props?: unknown; domain: string };
    return { name, page: new URL(url).pathname + new URL(url).search, props, domain: site, endpoint: new URL(hit.url).href };
  });

test.describe('Plausible, a fetch-only analytics vendor, with its API answered locally', () => {
  test('sends a pageview per change of path or search and each named event with currentPage, to its Events API', async ({
    page,
    vendors,
  }) => {
    await page.goto('/');
    await expect.poll(() => events(vendors).length).toBe(1);
    await privacyFooterLink(page).click();
    await expect.poll(() => events(vendors).length).toBe(2);
    await page.goBack();
    await page.getByRole('link', { name: 'Tab A' }).click();
    await expect.poll(() => events(vendors).length).toBe(4);
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => events(vendors).length).toBe(5);

    expect(events(vendors).map(({ name, page: path }) => ({ name, path }))).toEqual([
      { name: 'pageview', path: '/' },
      { name: 'pageview', path: '/privacy' },
      { name: 'pageview', path: '/' },
      { name: 'pageview', path: '/?tab=a' },
      { name: 'Sample Event', path: '/' },
    ]);
    expect(events(vendors).at(-1)?.props).toEqual({ source: 'lab', currentPage: '/' });
    expect(events(vendors).every((event) => event.domain === domain && event.endpoint === 'https://plausible.io/api/event')).toBe(true);
    expect(await page.context().cookies()).toEqual([]);
  });

  test('a blocked API: the page works, and the shell logs it once', async ({ page, vendors }) => {
    await vendors.block('plausible');
    const { shellLogs, uncaught } = watchPage(page);
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await privacyFooterLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect
      .poll(() => shellLogs)
      .toContainEqual(expect.stringMatching(/^\[shellkit\] Plausible rejected a call; the shell carries on without it\./));
    await settled(page);
    expect(shellLogs).toHaveLength(1);
    expect(uncaught).toEqual([]);
  });
});
