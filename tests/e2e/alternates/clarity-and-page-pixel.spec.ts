import { E2E_VARIANTS } from '../../../playwright.config';
import { expect, test } from '../fake-vendors';

const projectId = E2E_VARIANTS.alternates.VITE_CLARITY_PROJECT_ID;

test.describe('vendors swapped by config alone: Clarity for the heatmap, and a pixel the page brings itself', () => {
  test('Clarity is requested with its project id only after the page has loaded', async ({ page, vendors }) => {
    const requested = vendors.hits.clarity;
    await page.addInitScript(() => window.addEventListener('load', () => ((window as unknown as { loadedAt: number }).loadedAt = Date.now())));
    await page.goto('/');
    await expect.poll(() => requested.length).toBe(1);
    expect(requested[0]?.url).toBe(`https://www.clarity.ms/tag/${projectId}`);
    expect(requested[0]?.at).toBeGreaterThanOrEqual(await page.evaluate(() => (window as unknown as { loadedAt: number }).loadedAt));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __clarityRan?: unknown }).__clarityRan))
      .toEqual({ queued: 0, readyState: 'complete' });
  });

  test('events go to window.fbq when the page has one: standard names through track, others through trackCustom', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      (window as unknown as { fbq: unknown }).fbq = (...args: unknown[]) => calls.push(args);
      (window as unknown as { fbqCalls: unknown[][] }).fbqCalls = calls;
    });
    await page.goto('/privacy');
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('button', { name: 'Track sample event' }).click();
    await page.getByRole('button', { name: 'Track lead' }).click();
    expect(await page.evaluate(() => (window as unknown as { fbqCalls: unknown[][] }).fbqCalls)).toEqual([
      ['trackCustom', 'Sample Event', { source: 'demo', currentPage: '/' }],
      ['track', 'Lead', { source: 'demo', currentPage: '/' }],
    ]);
  });

  test('with no pixel on the page, events go nowhere and nothing breaks', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const pixelRequests: string[] = [];
    page.on('request', (request) => {
      if (/facebook/.test(request.url())) pixelRequests.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Track sample event' }).click();
    await page.getByRole('button', { name: 'Track lead' }).click();
    expect(await page.evaluate(() => 'fbq' in window)).toBe(false);
    expect(pixelRequests).toEqual([]);
    expect(errors).toEqual([]);
  });
});
