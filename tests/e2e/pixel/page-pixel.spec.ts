import type { Page } from '@playwright/test';
import { brandLink, definePagePixel, pagePixelCalls, recorded, settled, watchPage } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { HOME } from '../../support/test-product';

// Issue 11, on the default config (no pixel variable): each named event goes to the page's own
// `window.fbq` if it is there at that moment, and the in-memory recording keeps every pixel call.
// Each pixel is told `fbq('consent', 'grant')` before the first event it gets (notice mode grants marketing).
test.use({ shellEnv: CONFIGS.memory });

const GRANT = ['consent', 'grant'];
const SAMPLE_EVENT = { name: 'Sample Event', properties: { source: 'lab', currentPage: '/' } };
// The recording is the event as the pixel port received it: with the tracking plan's names for it (src/tracking-plan.ts).
const LEAD = {
  name: 'Lead',
  properties: { source: 'lab', currentPage: '/' },
  planned: expect.objectContaining({ 'meta-pixel': { event: 'Lead' } }),
};
const trackSample = (page: Page) => page.getByRole('button', { name: HOME.trackSample }).click();
const trackLead = (page: Page) => page.getByRole('button', { name: HOME.trackLead }).click();
const pixelRecording = async (page: Page) => (await recorded(page)).pixelEvents;

test.describe('a pixel the page brings itself (issue 11)', () => {
  test('a page-defined fbq, there before the shell loads, gets Sample Event with source and currentPage', async ({ page }) => {
    await page.addInitScript(definePagePixel);
    await page.goto('/');
    await trackSample(page);
    await expect.poll(() => pagePixelCalls(page)).toEqual([GRANT, ['trackCustom', 'Sample Event', { source: 'lab', currentPage: '/' }]]);
    expect(await pixelRecording(page)).toEqual([SAMPLE_EVENT]);
  });

  test('standard names go through track, others through trackCustom, with the page they happened on', async ({ page }) => {
    await page.addInitScript(definePagePixel);
    await page.goto('/privacy');
    await brandLink(page).click();
    await trackSample(page);
    await trackLead(page);
    await expect
      .poll(() => pagePixelCalls(page))
      .toEqual([
        GRANT,
        ['trackCustom', 'Sample Event', { source: 'lab', currentPage: '/' }],
        ['track', 'Lead', { source: 'lab', currentPage: '/' }],
      ]);
  });

  test('an fbq the page defines after it has loaded gets the next event', async ({ page }) => {
    const { shellLogs, uncaught } = watchPage(page);
    await page.goto('/');
    await page.waitForLoadState('load');
    await trackSample(page);
    // The first event has been delivered, to no pixel (there was none): only the recording has it.
    await expect.poll(() => pixelRecording(page)).toEqual([SAMPLE_EVENT]);
    await page.evaluate(definePagePixel);
    await trackLead(page);
    await expect.poll(() => pagePixelCalls(page)).toEqual([GRANT, ['track', 'Lead', { source: 'lab', currentPage: '/' }]]);
    expect(await pixelRecording(page)).toEqual([SAMPLE_EVENT, LEAD]);
    expect(shellLogs).toEqual([]);
    expect(uncaught).toEqual([]);
  });

  test('an fbq the page removes again gets nothing more, and nothing breaks', async ({ page }) => {
    const { shellLogs, uncaught } = watchPage(page);
    await page.addInitScript(definePagePixel);
    await page.goto('/');
    await trackSample(page);
    await expect.poll(() => pagePixelCalls(page)).toHaveLength(2);
    await page.evaluate(() => delete (window as { fbq?: unknown }).fbq);
    await trackLead(page);
    await expect.poll(() => pixelRecording(page)).toEqual([SAMPLE_EVENT, LEAD]);
    expect(await pagePixelCalls(page)).toHaveLength(2);
    expect(shellLogs).toEqual([]);
    expect(uncaught).toEqual([]);
  });

  test('with no fbq at all, nothing is thrown, nothing is logged, nothing is requested, and the recording still has every event', async ({
    page,
  }) => {
    const { shellLogs, uncaught, consoleErrors } = watchPage(page);
    const pixelRequests: string[] = [];
    page.on('request', (request) => {
      if (/facebook/.test(request.url())) pixelRequests.push(request.url());
    });
    await page.goto('/');
    await trackSample(page);
    await trackLead(page);
    await expect.poll(() => pixelRecording(page)).toEqual([SAMPLE_EVENT, LEAD]);
    await settled(page);
    expect(await page.evaluate(() => 'fbq' in window)).toBe(false);
    expect(pixelRequests).toEqual([]);
    expect(shellLogs).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(uncaught).toEqual([]);
  });
});
