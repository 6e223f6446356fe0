import type { Page } from '@playwright/test';
import { expect, recorded, test } from './fixtures';

const pageViewCount = async (page: Page) => (await recorded(page)).pageViews.length;

test.describe('page views (SPEC §2)', () => {
  test('one on first load, one per path or search change, one on back, none on a hash change', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => pageViewCount(page)).toBe(1);

    await page.getByRole('link', { name: 'Tab A' }).click();
    await expect(page.getByTestId('demo-tab-panel')).toHaveText('Showing tab A.');
    await expect.poll(() => pageViewCount(page)).toBe(2);

    await page.getByRole('link', { name: 'Tab B' }).click();
    await expect.poll(() => pageViewCount(page)).toBe(3);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Privacy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect.poll(() => pageViewCount(page)).toBe(4);

    await page.goBack();
    await expect(page.getByTestId('demo-tab-panel')).toHaveText('Showing tab B.');
    await expect.poll(() => pageViewCount(page)).toBe(5);

    // A hash-only change (the skip link) is not a new page.
    await page.evaluate(() => {
      window.location.hash = 'main';
    });
    await page.getByRole('link', { name: 'Tab B' }).click(); // already there: no change of path or search
    await page.waitForTimeout(200);

    const views = (await recorded(page)).pageViews;
    expect(views.map((view) => `${view.path}${view.search}`)).toEqual(['/', '/?tab=a', '/?tab=b', '/privacy', '/?tab=b']);
    expect(views[3]).toMatchObject({ path: '/privacy', title: 'Privacy policy · Shellkit' });
    expect(views[1]?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?tab=a$/);
  });

  test('a deep link sends exactly one page view for that page', async ({ page }) => {
    await page.goto('/?tab=a');
    await expect(page.getByTestId('demo-tab-panel')).toHaveText('Showing tab A.');
    await page.waitForLoadState('load');
    const views = (await recorded(page)).pageViews;
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ path: '/', search: '?tab=a' });
  });
});

test.describe('named events (SPEC §1, §3, §7)', () => {
  test('"Track sample event" sends Sample Event with its properties and currentPage, to analytics and the pixel', async ({ page }) => {
    await page.goto('/?tab=a');
    await page.getByRole('button', { name: 'Track sample event' }).click();
    const expected = { name: 'Sample Event', properties: { source: 'demo', currentPage: '/' } };
    await expect.poll(async () => (await recorded(page)).events).toEqual([expected]);
    expect((await recorded(page)).pixelEvents).toEqual([expected]);
  });
});

test.describe('heatmap (SPEC §1)', () => {
  test('loads once, lazily, after the page has finished loading', async ({ page }) => {
    await page.goto('/');
    await expect.poll(async () => (await recorded(page)).heatmapLoads).toEqual([{ documentReadyState: 'complete' }]);
    await page.getByRole('link', { name: 'Tab A' }).click();
    await page.waitForTimeout(200);
    expect((await recorded(page)).heatmapLoads).toHaveLength(1);
  });
});

test.describe('error capture (SPEC §1)', () => {
  test('"Throw sample error" is reported and the page keeps working', async ({ page }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.goto('/');
    await page.getByRole('button', { name: 'Throw sample error' }).click();
    await expect.poll(async () => (await recorded(page)).errors).toEqual([
      { name: 'Error', message: 'Sample error', source: 'window.error' },
    ]);
    expect(uncaught).toEqual(['Sample error']);
    await page.getByRole('button', { name: 'Track sample event' }).click();
    await expect.poll(async () => (await recorded(page)).events).toHaveLength(1);
  });
});
