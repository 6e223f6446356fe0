import type { Page } from '@playwright/test';
import type { CaptureBody } from '../../support/posthog-capture-body';
import { banner, preferences, purposeSwitch, settled, watchPage } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { gtagEvents, pixelEvents, segmentMessages, type FakeVendors } from '../../support/fake-vendor-routes';

// Issue 23: every vendor a site runs, at once, from one server (its worker's: it started without a
// config error, or no test here would run). Opt-in mode, so each vendor's own purpose decides.
test.use({ shellEnv: CONFIGS.fullTagSet });

// PostHog drops events from a browser it takes for a bot (posthog.spec.ts): the visitor here is a person.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true });
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined, configurable: true });
  });
});

/** The named events each vendor received, by the vendor's name. */
const namedEvents = (vendors: FakeVendors) => ({
  Segment: segmentMessages(vendors, 'track').map((body) => String(body.event)),
  'Google Analytics': gtagEvents(vendors)
    .filter(({ name }) => name !== 'page_view')
    .map(({ name }) => name),
  PostHog: vendors.hits.posthog
    .flatMap((hit) => (hit.body as unknown as CaptureBody | undefined)?.batch ?? [])
    .filter((event) => !event.event.startsWith('$'))
    .map((event) => event.event),
  Plausible: vendors.hits.plausible.map((hit) => String((hit.body ?? {})['name'])).filter((name) => name !== 'pageview'),
  'Meta pixel': pixelEvents(vendors).map((event) => String(event.name)),
});
const ANALYTICS = ['Segment', 'Google Analytics', 'PostHog', 'Plausible'] as const;

async function choose(page: Page, granted: readonly ('Analytics' | 'Advertising' | 'Experience')[]) {
  await banner(page).getByRole('button', { name: 'Choose cookies' }).click();
  for (const name of granted) await purposeSwitch(page, name).check();
  await preferences(page).getByRole('button', { name: 'Save' }).click();
  await expect(banner(page)).toHaveCount(0);
}

const trackSampleEvent = (page: Page) => page.getByRole('button', { name: 'Track sample event' }).click();

test.describe('the full tag set: Segment, GA4, PostHog, Plausible, the Meta pixel, Hotjar and Sentry from one server', () => {
  test('accepted: one click on "Track sample event" reaches every analytics vendor and the pixel, once each', async ({ page, vendors }) => {
    const { uncaught, shellLogs } = watchPage(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'I Understand' }).click();
    await trackSampleEvent(page);
    const everyone = Object.fromEntries([...ANALYTICS, 'Meta pixel'].map((name) => [name, ['Sample Event']]));
    await expect.poll(() => namedEvents(vendors)).toEqual(everyone);
    // Experience was granted too: the heatmap loaded, once.
    await expect.poll(() => vendors.hits.hotjar.length).toBe(1);
    await settled(page);
    expect(namedEvents(vendors)).toEqual(everyone);
    expect(shellLogs).toEqual([]);
    expect(uncaught).toEqual([]);
  });

  test('analytics only: the click reaches every analytics vendor, and the pixel (advertising) nothing', async ({ page, vendors }) => {
    await page.goto('/');
    await choose(page, ['Analytics']);
    await trackSampleEvent(page);
    const analyticsOnly = { ...Object.fromEntries(ANALYTICS.map((name) => [name, ['Sample Event']])), 'Meta pixel': [] };
    await expect.poll(() => namedEvents(vendors)).toEqual(analyticsOnly);
    await settled(page);
    expect(namedEvents(vendors)).toEqual(analyticsOnly);
    expect(vendors.hits['meta-script']).toEqual([]);
    expect(vendors.hits.hotjar).toEqual([]);
  });

  test('advertising only: the click reaches the pixel, and no analytics vendor', async ({ page, vendors }) => {
    await page.goto('/');
    await choose(page, ['Advertising']);
    await trackSampleEvent(page);
    await expect.poll(() => namedEvents(vendors)['Meta pixel']).toEqual(['Sample Event']);
    await settled(page);
    expect(namedEvents(vendors)).toEqual({ ...Object.fromEntries(ANALYTICS.map((name) => [name, []])), 'Meta pixel': ['Sample Event'] });
    expect(vendors.hits['segment-settings']).toEqual([]);
    expect(vendors.hits['ga4-script']).toEqual([]);
  });
});
