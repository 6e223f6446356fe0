import type { Page } from '@playwright/test';
import type { CaptureBody } from '../../support/posthog-capture-body';
import { banner, preferences, purposeSwitch, settled, watchPage } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { gtagEvents, hitsOf, pixelEvents, segmentMessages, vendorTag, type FakeVendors } from '../../support/fake-vendor-routes';
import { e2eVariable } from '../shell-configs.mjs';

const GA4_ID = e2eVariable('google-analytics', 'VITE_GA4_MEASUREMENT_ID');
const ADS_ID = e2eVariable('google-ads', 'VITE_GOOGLE_ADS_ID');
/** The conversion id the config maps "Sample Event" to: LinkedIn takes conversions, not named events. */
const SAMPLE_EVENT_CONVERSION = Number(/Sample Event=(\d+)/.exec(e2eVariable('linkedin-insight', 'VITE_LINKEDIN_CONVERSIONS'))?.[1]);

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

/** Mixpanel's events: one per request, JSON in the `data` form field. */
const mixpanelEvents = (vendors: FakeVendors) =>
  hitsOf(vendors, 'mixpanel')
    .map((hit) => new URLSearchParams(String((hit.body ?? {})['raw'] ?? '')).get('data'))
    .flatMap((data) => (data ? [(JSON.parse(data) as { event: string }).event] : []))
    .filter((name) => !name.startsWith('$'));

/** The named events each vendor received, by the vendor's name. */
const namedEvents = (vendors: FakeVendors) => ({
  Segment: segmentMessages(vendors, 'track').map((body) => String(body.event)),
  'Google Analytics': gtagEventsTo(vendors, GA4_ID),
  PostHog: vendors.hits.posthog
    .flatMap((hit) => (hit.body as unknown as CaptureBody | undefined)?.batch ?? [])
    .filter((event) => !event.event.startsWith('$'))
    .map((event) => event.event),
  Mixpanel: mixpanelEvents(vendors),
  Plausible: hitsOf(vendors, 'plausible')
    .map((hit) => String((hit.body ?? {})['name']))
    .filter((name) => name !== 'pageview'),
  'Meta pixel': pixelEvents(vendors).map((event) => String(event.name)),
  'Google Ads': gtagEventsTo(vendors, ADS_ID),
  'TikTok pixel': vendorTag(vendors, 'tiktok-pixel')
    .calls()
    .filter(([method]) => method === 'track')
    .map(([, name]) => String(name)),
  'LinkedIn Insight Tag': vendorTag(vendors, 'linkedin-insight')
    .calls()
    .filter(([action, data]) => action === 'track' && (data as { conversion_id?: number }).conversion_id === SAMPLE_EVENT_CONVERSION)
    .map(() => 'Sample Event'),
  'Microsoft Advertising UET': vendorTag(vendors, 'microsoft-uet')
    .calls()
    .filter(([command, name]) => command === 'event' && name !== 'page_view')
    .map(([, name]) => String(name)),
});
const ANALYTICS = ['Segment', 'Google Analytics', 'PostHog', 'Mixpanel', 'Plausible'] as const;
const PIXELS = ['Meta pixel', 'Google Ads', 'TikTok pixel', 'LinkedIn Insight Tag', 'Microsoft Advertising UET'] as const;
/** Each vendor named, with the events it should have received. */
const received = (names: readonly string[], events: string[]) => Object.fromEntries(names.map((name) => [name, events]));

async function choose(page: Page, granted: readonly ('Analytics' | 'Advertising' | 'Experience')[]) {
  await banner(page).getByRole('button', { name: 'Choose cookies' }).click();
  for (const name of granted) await purposeSwitch(page, name).check();
  await preferences(page).getByRole('button', { name: 'Save' }).click();
  await expect(banner(page)).toHaveCount(0);
}

const trackSampleEvent = (page: Page) => page.getByRole('button', { name: 'Track sample event' }).click();

test.describe('the full tag set: Segment, GA4, PostHog, Mixpanel, Plausible, the Meta pixel, Google Ads, TikTok, LinkedIn, UET, Hotjar and Sentry from one server', () => {
  test('accepted: one click on "Track sample event" reaches every analytics vendor and every pixel, once each, with one gtag.js for GA4 and Google Ads', async ({
    page,
    vendors,
  }) => {
    const { uncaught, shellLogs } = watchPage(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'I Understand' }).click();
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
    for (const tag of Object.values(vendors.tags)) expect(tag.scriptRequests()).toBe(0);
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
