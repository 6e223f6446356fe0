import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { brandLink, privacyFooterLink } from '../../support/shell-page';

test.use({ shellEnv: CONFIGS.vendors });

const siteId = CONFIGS.vendors.VITE_HOTJAR_SITE_ID;

test.describe('Hotjar, the heatmap chosen by VITE_HOTJAR_SITE_ID (SPEC §1)', () => {
  test('is requested with its site id only after the page has loaded, and never from index.html', async ({ page, vendors, request }) => {
    await page.addInitScript(() =>
      window.addEventListener('load', () => ((window as unknown as { loadedAt: number }).loadedAt = Date.now())),
    );
    await page.goto('/');
    await expect.poll(() => vendors.hits.hotjar.length).toBe(1);
    expect(vendors.hits.hotjar[0]?.url).toBe(`https://static.hotjar.com/c/hotjar-${siteId}.js?sv=6`);
    const loadedAt = await page.evaluate(() => (window as unknown as { loadedAt: number }).loadedAt);
    expect(vendors.hits.hotjar[0]?.at).toBeGreaterThanOrEqual(loadedAt);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __hotjarRan?: unknown }).__hotjarRan))
      .toEqual({ settings: { hjid: Number(siteId), hjsv: 6 }, readyState: 'complete' });
    // The page names Hotjar in its config (data), but neither loads nor preloads it.
    const html = (await (await request.get('/')).text()).replace(
      /<script type="application\/json" id="shellkit-config">[\s\S]*?<\/script>/,
      '',
    );
    expect(html).not.toContain('hotjar');
  });

  test('loads once per page, not once per route change', async ({ page, vendors }) => {
    await page.goto('/');
    await expect.poll(() => vendors.hits.hotjar.length).toBe(1);
    await privacyFooterLink(page).click();
    await brandLink(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(vendors.hits.hotjar).toHaveLength(1);
  });
});
