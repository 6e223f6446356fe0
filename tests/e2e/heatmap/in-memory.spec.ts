import { idleTurn, recorded } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';

test.use({ shellEnv: CONFIGS.memory });

test.describe('heatmap (SPEC §1)', () => {
  test('loads once, lazily, after the page has finished loading', async ({ page }) => {
    await page.goto('/');
    await expect.poll(async () => (await recorded(page)).heatmapLoads).toEqual([{ documentReadyState: 'complete' }]);
    await page.getByRole('link', { name: 'Tab A' }).click();
    // The route change is in (its page view recorded) and the idle moment after it has passed: no second load.
    await expect.poll(async () => (await recorded(page)).pageViews.length).toBe(2);
    await idleTurn(page);
    expect((await recorded(page)).heatmapLoads).toHaveLength(1);
  });
});
