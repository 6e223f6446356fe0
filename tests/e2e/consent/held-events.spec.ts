import type { Page } from '@playwright/test';
import {
  acceptAllButton,
  appTookOver,
  banner,
  brandLink,
  rejectAllButton,
  preferences,
  privacyFooterLink,
  settled,
} from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { pixelEvents, segmentMessages } from '../../support/fake-vendor-routes';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.optin });

/** Runs a visitor's action and returns the interval (in this machine's clock, shared with the browser) it took. */
async function during(action: () => Promise<unknown>): Promise<{ from: number; to: number }> {
  const from = Date.now();
  await action();
  return { from, to: Date.now() };
}

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

test.describe('opt-in mode: events while the decision is pending', () => {
  test('are sent to Segment after accept, in order, each with the time and the page it happened on', async ({ page, vendors }) => {
    const steps = [
      await during(async () => {
        await page.goto('/');
        await heading(page, HOME.heading);
        // The heading is there from the HTML; the page view is the app's, made once it has taken the page over.
        await appTookOver(page);
      }),
      await during(() => page.getByRole('button', { name: HOME.trackSample }).click()),
      await during(async () => {
        await privacyFooterLink(page).click();
        await heading(page, 'Privacy policy');
      }),
      await during(async () => {
        await brandLink(page).click();
        await heading(page, HOME.heading);
      }),
      await during(() => page.getByRole('button', { name: HOME.trackLead }).click()),
    ];
    // Everything the page would do on its own has happened: still nothing has reached Segment.
    await settled(page);
    expect(segmentMessages(vendors)).toEqual([]);
    // (Page views are sent from an effect just after the page renders, hence a little slack after each step.)
    const acceptedAt = Date.now();
    await acceptAllButton(page).click();

    await expect.poll(() => segmentMessages(vendors).length).toBe(steps.length);
    await settled(page);
    const messages = segmentMessages(vendors);
    expect(
      messages.map((body) =>
        body.type === 'page'
          ? { type: 'page', path: (body.properties as { path: string }).path }
          : { type: 'track', event: body.event, properties: body.properties },
      ),
    ).toEqual([
      { type: 'page', path: '/' },
      { type: 'track', event: 'Sample Event', properties: { source: 'lab', currentPage: '/' } },
      { type: 'page', path: '/privacy' },
      { type: 'page', path: '/' },
      { type: 'track', event: 'Lead', properties: { source: 'lab', currentPage: '/' } },
    ]);
    messages.forEach((body, index) => {
      const at = Date.parse(String(body.timestamp));
      const step = steps[index] ?? { from: NaN, to: NaN };
      expect(at, `message ${index} (${String(body.type)}) is stamped when it happened`).toBeGreaterThanOrEqual(step.from - 5);
      expect(at, `message ${index} (${String(body.type)}) is stamped when it happened`).toBeLessThanOrEqual(step.to + 250);
      // An event stamped at acceptance (or when it was sent) could not be earlier than this.
      expect(at).toBeLessThan(acceptedAt);
    });
  });

  test("keep the page they happened on in Segment's page context, even when the visitor accepts on another page", async ({
    page,
    vendors,
    baseURL,
  }) => {
    await page.goto('/?tab=a');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    // The router's navigation, not a full page load: the held event stays in this page's queue.
    await appTookOver(page);
    await privacyFooterLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await acceptAllButton(page).click();

    await expect.poll(() => segmentMessages(vendors).length).toBe(3);
    const [event] = segmentMessages(vendors, 'track');
    const context = event?.context as { page?: Record<string, unknown> } | undefined;
    expect(event?.properties).toEqual({ source: 'lab', currentPage: '/' });
    expect(context?.page).toMatchObject({ path: '/', search: '?tab=a', url: `${baseURL}/?tab=a` });
    expect(String(context?.page?.title)).not.toMatch(/privacy/i);
  });

  test('reach the pixel after accept too, in order', async ({ page, vendors }) => {
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await appTookOver(page);
    await page.getByRole('link', { name: 'Tab B' }).click();
    await page.getByRole('button', { name: HOME.trackLead }).click();
    await acceptAllButton(page).click();
    await expect.poll(() => pixelEvents(vendors).length).toBe(2);
    expect(pixelEvents(vendors)).toEqual([
      { command: 'trackCustom', name: 'Sample Event', properties: { source: 'lab', currentPage: '/' } },
      { command: 'track', name: 'Lead', properties: { source: 'lab', currentPage: '/' } },
    ]);
  });

  test('are dropped on decline: none arrives, even after a later change of mind', async ({ page, vendors }) => {
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await privacyFooterLink(page).click();
    await rejectAllButton(page).click();
    await expect(banner(page)).toHaveCount(0);
    await settled(page);
    // Accepting later, from the privacy page, sends the page the visitor is on, nothing from before the decline.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await preferences(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => segmentMessages(vendors).length).toBe(1);
    await settled(page);
    expect(segmentMessages(vendors).map((body) => [body.type, (body.properties as { path?: string }).path])).toEqual([
      ['page', '/privacy'],
    ]);
    expect(pixelEvents(vendors)).toEqual([]);
  });

  test('are bounded: at most 100 per vendor wait, later ones are dropped', async ({ page, vendors }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('[shellkit]')) warnings.push(message.text());
    });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    // The first page view is held too, so Segment holds it and 99 of these; the pixel (no page views) holds 100.
    await page.evaluate((label) => {
      const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === label);
      for (let index = 0; index < 130; index += 1) button?.click();
    }, HOME.trackSample);
    await acceptAllButton(page).click();

    await expect.poll(() => segmentMessages(vendors).length, { timeout: 15_000 }).toBe(100);
    await expect.poll(() => pixelEvents(vendors).length, { timeout: 15_000 }).toBe(100);
    await settled(page);
    expect(segmentMessages(vendors, 'page')).toHaveLength(1);
    expect(segmentMessages(vendors, 'track')).toHaveLength(99);
    expect(pixelEvents(vendors)).toHaveLength(100);
    // Said once per vendor, not once per dropped event.
    expect(warnings.filter((line) => line.startsWith('[shellkit] Segment: '))).toHaveLength(1);
    expect(warnings.filter((line) => line.startsWith('[shellkit] Meta pixel: '))).toHaveLength(1);
    expect(warnings).toHaveLength(2);
  });
});
