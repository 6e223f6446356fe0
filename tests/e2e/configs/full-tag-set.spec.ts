import type { Page } from '@playwright/test';
import { vendorContributions } from '../../../src/composition/vendor-contributions';
import type { CaptureBody } from '../../support/posthog-capture-body';
import { banner, preferences, purposeSwitch, settled, watchPage } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { gtagEvents, hitsOf, pixelEvents, segmentMessages, vendorTag, type FakeVendors } from '../../support/fake-vendor-routes';
import { FULL_TAG_SET_VENDORS, VENDOR_E2E_FAKES } from '../../support/vendor-e2e-fakes.mjs';
import { e2eVariable } from '../shell-configs.mjs';
import { HOME } from '../../support/test-product';

const GA4_ID = e2eVariable('google-analytics', 'VITE_GA4_MEASUREMENT_ID');
const ADS_ID = e2eVariable('google-ads', 'VITE_GOOGLE_ADS_ID');

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

/** Google's tag events (GA4's and Google Ads' share one gtag.js) sent to one id, page views aside. */
const gtagEventsTo = (vendors: FakeVendors, id: string) =>
  gtagEvents(vendors)
    .filter(({ name, params }) => name !== 'page_view' && params['send_to'] === id)
    .map(({ name }) => name);

/** The named events of the vendors answered by the shared fake network, read here; every other vendor's, by its folder's e2e fake. */
const READ_HERE: Readonly<Record<string, (vendors: FakeVendors) => string[]>> = {
  segment: (vendors) => segmentMessages(vendors, 'track').map((body) => String(body.event)),
  'google-analytics': (vendors) => gtagEventsTo(vendors, GA4_ID),
  posthog: (vendors) =>
    vendors.hits.posthog
      .flatMap((hit) => (hit.body as unknown as CaptureBody | undefined)?.batch ?? [])
      .filter((event) => !event.event.startsWith('$'))
      .map((event) => event.event),
  'meta-pixel': (vendors) => pixelEvents(vendors).map((event) => String(event.name)),
  'google-ads': (vendors) => gtagEventsTo(vendors, ADS_ID),
};

/** The named events one vendor received: read here, or by its e2e fake's `namedEvents` from what its tag or API received. */
function namedEventsOf(vendors: FakeVendors, vendor: string): string[] {
  const readHere = READ_HERE[vendor];
  if (readHere) return readHere(vendors);
  const fake = VENDOR_E2E_FAKES[vendor];
  if (!fake?.namedEvents)
    throw new Error(`No reader of ${vendor}'s named events: export namedEvents from src/adapters/${vendor}/${vendor}.e2e-fake.mjs`);
  return fake.namedEvents(fake.answeredTag ? vendorTag(vendors, vendor).calls() : hitsOf(vendors, vendor));
}

/**
 * The full tag set's vendors on a port that gets named events, by their labels, each port's in the registry's order;
 * without a vendor that takes none (its privacy facts say it receives page views only: Cloudflare Web Analytics).
 */
const onPort = (port: 'analytics' | 'pixel') =>
  vendorContributions()
    .servingPort(port)
    .filter(({ id, privacy }) => FULL_TAG_SET_VENDORS.includes(id) && privacy[0] !== 'page-views');
const ANALYTICS = onPort('analytics').map(({ label }) => label);
const PIXELS = onPort('pixel').map(({ label }) => label);

/** The named events each analytics vendor and pixel received, by the vendor's name. */
const namedEvents = (vendors: FakeVendors) =>
  Object.fromEntries([...onPort('analytics'), ...onPort('pixel')].map(({ id, label }) => [label, namedEventsOf(vendors, id)]));
/** Each vendor named, with the events it should have received. */
const received = (names: readonly string[], events: string[]) => Object.fromEntries(names.map((name) => [name, events]));

async function choose(page: Page, granted: readonly ('Analytics' | 'Advertising' | 'Session recording')[]) {
  await banner(page).getByRole('button', { name: 'Choose cookies' }).click();
  for (const name of granted) await purposeSwitch(page, name).check();
  await preferences(page).getByRole('button', { name: 'Save' }).click();
  await expect(banner(page)).toHaveCount(0);
}

const trackSampleEvent = (page: Page) => page.getByRole('button', { name: HOME.trackSample }).click();

/** The full tag set's vendors by name, in the registry's order, for the title: a vendor that joins it is named without an edit here. */
const TAG_SET_NAMES = vendorContributions()
  .switchable.filter(({ id }) => FULL_TAG_SET_VENDORS.includes(id))
  .map(({ label }) => label)
  .join(', ');

test.describe(`the full tag set from one server: ${TAG_SET_NAMES}`, () => {
  test('accepted: one click on "Track sample event" reaches every analytics vendor and every pixel, once each, with one gtag.js for GA4 and Google Ads', async ({
    page,
    vendors,
  }) => {
    const { uncaught, shellLogs } = watchPage(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await trackSampleEvent(page);
    const everyone = received([...ANALYTICS, ...PIXELS], ['Sample Event']);
    await expect.poll(() => namedEvents(vendors)).toEqual(everyone);
    // Experience was granted too: the heatmap loaded, once.
    await expect.poll(() => vendors.hits.hotjar.length).toBe(1);
    await settled(page);
    expect(namedEvents(vendors)).toEqual(everyone);
    expect(vendors.hits['ga4-script']).toHaveLength(1);
    expect(shellLogs).toEqual([]);
    expect(uncaught).toEqual([]);
  });

  test('analytics only: the click reaches every analytics vendor, and no pixel (advertising)', async ({ page, vendors }) => {
    await page.goto('/');
    await choose(page, ['Analytics']);
    await trackSampleEvent(page);
    const analyticsOnly = { ...received(ANALYTICS, ['Sample Event']), ...received(PIXELS, []) };
    await expect.poll(() => namedEvents(vendors)).toEqual(analyticsOnly);
    await settled(page);
    expect(namedEvents(vendors)).toEqual(analyticsOnly);
    expect(vendors.hits['meta-script']).toEqual([]);
    // No pixel's tag was asked for; an analytics vendor's tag (Umami's) was, under analytics.
    for (const { id } of onPort('pixel')) expect(vendors.tags[id]?.scriptRequests() ?? 0).toBe(0);
    expect(vendors.hits.hotjar).toEqual([]);
  });

  test('advertising only: the click reaches every pixel, and no analytics vendor', async ({ page, vendors }) => {
    await page.goto('/');
    await choose(page, ['Advertising']);
    await trackSampleEvent(page);
    const pixelsOnly = { ...received(ANALYTICS, []), ...received(PIXELS, ['Sample Event']) };
    await expect.poll(() => namedEvents(vendors)).toEqual(pixelsOnly);
    await settled(page);
    expect(namedEvents(vendors)).toEqual(pixelsOnly);
    expect(vendors.hits['segment-settings']).toEqual([]);
    expect(hitsOf(vendors, 'mixpanel')).toEqual([]);
    // gtag.js came for Google Ads alone (advertising), once; GA4 on the same tag got nothing (above).
    expect(vendors.hits['ga4-script']).toHaveLength(1);
  });
});
