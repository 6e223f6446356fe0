import { clarityCalls, privacyFooterLink, settled, watchPage } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';

// The alternates, chosen by config alone: Clarity for the heatmap (and the pixel named as the page's own).
test.use({ shellEnv: CONFIGS.alternates });

const projectId = CONFIGS.alternates.VITE_CLARITY_PROJECT_ID;

test.describe('Clarity, the heatmap chosen by VITE_CLARITY_PROJECT_ID', () => {
  test('Clarity is requested with its project id only after the page has loaded', async ({ page, vendors }) => {
    const requested = vendors.hits.clarity;
    await page.addInitScript(() =>
      window.addEventListener('load', () => ((window as unknown as { loadedAt: number }).loadedAt = Date.now())),
    );
    await page.goto('/');
    await expect.poll(() => requested.length).toBe(1);
    expect(requested[0]?.url).toBe(`https://www.clarity.ms/tag/${projectId}`);
    expect(requested[0]?.at).toBeGreaterThanOrEqual(await page.evaluate(() => (window as unknown as { loadedAt: number }).loadedAt));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __clarityRan?: unknown }).__clarityRan))
      .toEqual({ queued: 1, readyState: 'complete' });
    // The one call queued before the tag ran: the visitor's consent (notice mode grants both).
    expect(await clarityCalls(page)).toEqual([['consentv2', { ad_Storage: 'granted', analytics_Storage: 'granted' }]]);
  });
});

test.describe('Clarity blocked, as an ad blocker does', () => {
  test('the page works, and the shell logs once that Clarity could not be loaded', async ({ page, vendors }) => {
    await vendors.block('clarity');
    const { shellLogs, uncaught } = watchPage(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'I Understand' }).click();
    await privacyFooterLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect
      .poll(() => shellLogs)
      .toContainEqual(expect.stringMatching(/^\[shellkit\] Clarity could not be loaded; the shell carries on without it\./));
    await settled(page);
    expect(shellLogs).toHaveLength(1);
    expect(uncaught).toEqual([]);
  });
});
