import type { Page } from '@playwright/test';
import type { FakeVendors, VendorName } from '../fake-vendors';

/** Helpers shared by the opt-in specs (the build with every vendor and VITE_CONSENT_MODE=opt-in). */

export const banner = (page: Page) => page.getByRole('region', { name: 'We Use Cookies' });
export const acceptButton = (page: Page) => banner(page).getByRole('button', { name: 'I Understand' });
export const declineButton = (page: Page) => banner(page).getByRole('button', { name: 'Decline' });

export const storedConsent = (page: Page) => page.evaluate(() => window.localStorage.getItem('cookieAccepted'));

/** The messages Segment's API received, in the order they arrived, optionally of one type only. */
export const segmentMessages = (vendors: FakeVendors, type?: 'page' | 'track') =>
  vendors.hits['segment-api'].map((hit) => hit.body ?? {}).filter((body) => type === undefined || body.type === type);

/** The pixel's beacons (the fake fbevents.js reports each call as one), as command, event name and properties. */
export const pixelBeacons = (vendors: FakeVendors) =>
  vendors.hits['meta-beacon'].map((hit) => {
    const query = new URL(hit.url).searchParams;
    return { command: query.get('command'), name: query.get('ev'), properties: JSON.parse(query.get('cd') ?? '{}') as unknown };
  });

/** Every request any vendor host received so far, as `vendor url`. */
export const allVendorHits = (vendors: FakeVendors) =>
  (Object.entries(vendors.hits) as [VendorName, FakeVendors['hits'][VendorName]][]).flatMap(([vendor, hits]) => hits.map((hit) => `${vendor} ${hit.url}`));

// Our own lazy chunks that belong to consent-governed vendors: Segment's SDK, session replay and its worker.
// Sentry's error SDK (sdk-errors) and the /monitoring tunnel are legitimate interest and may load before consent.
const CONSENT_GOVERNED_CHUNK = /\/assets\/(sdk-events|sdk-replay|worker-bundler)-[^/]*\.js$/;

const isLocal = (url: URL) => ['127.0.0.1', 'localhost'].includes(url.hostname) || url.protocol === 'data:';

/**
 * Counts, from now on, every request that would feed a consent-governed vendor: anything off the
 * local server, and the same-origin chunks of Segment and session replay.
 */
export function watchConsentGovernedRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!isLocal(url) || CONSENT_GOVERNED_CHUNK.test(url.pathname)) seen.push(request.url());
  });
  return seen;
}

/** Every same-origin request path the page makes from now on (to see what did load). */
export function watchLocalRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isLocal(url)) seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

/**
 * Lets everything the shell would start on its own happen: the window's load, the idle moment after
 * it (when the pixel, the heatmap and replay start), and then a short while more, to prove an absence.
 */
export async function letThePageSettle(page: Page, extraMs = 1000): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await page.waitForTimeout(extraMs);
}
