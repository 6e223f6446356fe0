import type { Page } from '@playwright/test';
import { privacyFooterLink, recorded } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { HOME, pageTitle } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.memory });

const pageViewCount = async (page: Page) => (await recorded(page)).pageViews.length;

test.describe('page views (SPEC §2)', () => {
  test('one on first load, one per path or search change, one on back, none on a hash change', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => pageViewCount(page)).toBe(1);

    await page.getByRole('link', { name: 'Tab A' }).click();
    await expect(page.getByTestId(HOME.tabPanel)).toHaveText('Showing tab A.');
    await expect.poll(() => pageViewCount(page)).toBe(2);

    await page.getByRole('link', { name: 'Tab B' }).click();
    await expect.poll(() => pageViewCount(page)).toBe(3);

    await privacyFooterLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect.poll(() => pageViewCount(page)).toBe(4);

    await page.goBack();
    await expect(page.getByTestId(HOME.tabPanel)).toHaveText('Showing tab B.');
    await expect.poll(() => pageViewCount(page)).toBe(5);

    // A hash-only change (the skip link) is not a new page.
    await page.evaluate(() => {
      window.location.hash = 'main';
    });
    await page.getByRole('link', { name: 'Tab B' }).click(); // already there: no change of path or search
    // Analytics calls reach the fake in the order they were made: once this event is in, a page view
    // for the hash change or the click above would have arrived before it.
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(async () => (await recorded(page)).events.length).toBe(1);

    const { pageViews: views, analyticsCalls } = await recorded(page);
    expect(views.map((view) => `${view.path}${view.search}`)).toEqual(['/', '/?tab=a', '/?tab=b', '/privacy', '/?tab=b']);
    expect(analyticsCalls.map((call) => call.method)).toEqual(['page', 'page', 'page', 'page', 'page', 'track']);
    expect(views[3]).toMatchObject({ path: '/privacy', title: pageTitle('Privacy policy') });
    expect(views[1]?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?tab=a$/);
  });

  test('a deep link sends exactly one page view for that page', async ({ page }) => {
    await page.goto('/?tab=a');
    await expect(page.getByTestId(HOME.tabPanel)).toHaveText('Showing tab A.');
    await page.waitForLoadState('load');
    // As above: the event follows every page view the load made.
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(async () => (await recorded(page)).events.length).toBe(1);
    const views = (await recorded(page)).pageViews;
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ path: '/', search: '?tab=a' });
  });
});
