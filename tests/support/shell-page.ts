import type { Page, Request } from '@playwright/test';
import type { AnalyticsEvent } from '../../src/domain/analytics-event';
import type { PageView } from '../../src/domain/page-view';
import { BRAND, HOME } from './test-product';

/** SPEC §4's banner body, word for word. */
export const BANNER_BODY =
  'Cookies help us improve our website, and allow us to view and retain your interactions with it. By continuing, you agree to our use of cookies. Our privacy policy explains more.';

/** Opt-in's banner body, which asks (issue 33 §1), in place of SPEC's. */
export const ASKING_BANNER_BODY =
  'May we use optional cookies? They help us improve our website and understand how it is used. Nothing optional runs until you choose, and you can change your choice at any time. Our privacy policy explains more.';

export const banner = (page: Page) => page.getByRole('region', { name: 'We Use Cookies' });
/** Notice mode's one button (SPEC §9). */
export const acceptButton = (page: Page) => banner(page).getByRole('button', { name: 'I Understand' });
/** Opt-in's buttons, in their order (issue 33 §1): each says what it does. */
export const acceptAllButton = (page: Page) => banner(page).getByRole('button', { name: 'Accept all' });
export const rejectAllButton = (page: Page) => banner(page).getByRole('button', { name: 'Reject all' });
export const chooseButton = (page: Page) => banner(page).getByRole('button', { name: 'Choose cookies' });
export const OPT_IN_BUTTONS = ['Accept all', 'Reject all', 'Choose cookies'] as const;
export const storedConsent = (page: Page) => page.evaluate(() => window.localStorage.getItem('cookieAccepted'));
/** The per-purpose detail stored beside SPEC's flag, parsed. */
export const storedPurposes = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(window.localStorage.getItem('cookieConsent') ?? 'null') as {
        purposes: Record<string, boolean>;
        revision: string;
        decidedAt: string;
      } | null,
  );

/** The shell's own link to the privacy policy, in the footer of every page: how a visitor reaches /privacy whatever the product's nav. */
export const privacyFooterLink = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' });
/** The header's link home, the product's brand, which the shell puts on every page. */
export const brandLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: BRAND, exact: true });

export const preferences = (page: Page) => page.getByRole('region', { name: 'Cookie settings' });
export const purposeSwitch = (page: Page, name: 'Analytics' | 'Advertising' | 'Session recording') =>
  preferences(page).getByRole('switch', { name });

/** An ISO time `months` calendar months (and `days` days) before now: the age of a stored decision. */
export function monthsAgo(months: number, days = 0): string {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString();
}

type Choices = { readonly analytics: boolean; readonly marketing: boolean; readonly experience: boolean };
const ALL = { analytics: true, marketing: true, experience: true };
const NONE = { analytics: false, marketing: false, experience: false };

/**
 * A returning visitor's decision, stored before the page loads as the shell stores it: SPEC's flag
 * and the per-purpose detail with its revision and date (now, unless given).
 */
export async function storeDecision(
  page: Page,
  decision: 'accepted' | 'declined' | Choices,
  { revision = '1', decidedAt }: { readonly revision?: string; readonly decidedAt?: string } = {},
): Promise<void> {
  const purposes = decision === 'accepted' ? ALL : decision === 'declined' ? NONE : decision;
  const flag = Object.values(purposes).some(Boolean) ? 'true' : 'false';
  await page.addInitScript(
    ({ flag, purposes, revision, decidedAt }) => {
      // Once per test: a reload must find what the page itself stored since, not this again.
      if (window.sessionStorage.getItem('shellkit-test-decision')) return;
      window.sessionStorage.setItem('shellkit-test-decision', '1');
      window.localStorage.setItem(
        'cookieConsent',
        JSON.stringify({ purposes, revision, decidedAt: decidedAt ?? new Date().toISOString() }),
      );
      window.localStorage.setItem('cookieAccepted', flag);
    },
    { flag, purposes, revision, decidedAt },
  );
}

export interface Recorded {
  readonly pageViews: PageView[];
  readonly events: AnalyticsEvent[];
  /** Page views and events in the one order the analytics fake received them. */
  readonly analyticsCalls: { method: string; payload: unknown }[];
  readonly pixelEvents: AnalyticsEvent[];
  readonly heatmapLoads: { documentReadyState: string }[];
  readonly errors: { name: string; message: string; source: string }[];
}

/**
 * What the in-memory adapters recorded so far, read from the page. They appear just after the
 * first paint (the composition root is a lazy chunk; calls made before wait in the pipelines and
 * are recorded then), so this waits for them first. A port served by a vendor records nothing.
 */
export async function recorded(page: Page): Promise<Recorded> {
  await page.waitForFunction(() => window.shellkitMemoryAdapters !== undefined);
  return page.evaluate(() => {
    type Log = { log: { calls: { method: string; payload: unknown }[] } } | undefined;
    const fakes = window.shellkitMemoryAdapters as unknown as { analytics: Log; pixel: Log; heatmap: Log; errors: Log };
    const calls = (fake: Log) => fake?.log.calls ?? [];
    const analytics = calls(fakes.analytics).map(({ method, payload }) => ({ method, payload }));
    return {
      pageViews: analytics.filter((c) => c.method === 'page').map((c) => c.payload),
      events: analytics.filter((c) => c.method === 'track').map((c) => c.payload),
      analyticsCalls: analytics,
      pixelEvents: calls(fakes.pixel).map((c) => c.payload),
      heatmapLoads: calls(fakes.heatmap).map((c) => c.payload),
      errors: calls(fakes.errors).map((c) => c.payload),
    } as Recorded;
  });
}

/** The `[shellkit]` lines the page logs, and the errors it leaves uncaught, from now on. */
export function watchPage(page: Page): { readonly shellLogs: string[]; readonly uncaught: string[]; readonly consoleErrors: string[] } {
  const shellLogs: string[] = [];
  const uncaught: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  page.on('console', (message) => {
    if (message.text().startsWith('[shellkit]')) shellLogs.push(message.text());
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { shellLogs, uncaught, consoleErrors };
}

/** One turn of the page's idle time: the callbacks the shell queued for an idle moment before this one have run. */
export const idleTurn = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestAnimationFrame(() => resolve()), { timeout: 2000 })));

interface RequestTracker {
  readonly inFlight: Set<Request>;
  started: number;
  /** Called whenever a request in flight finishes or fails. */
  onFinished: () => void;
}

const trackers = new WeakMap<Page, RequestTracker>();

/**
 * Follows the page's requests from now on (the fixtures call it as each page opens, so none is
 * missed): which are in flight, and how many have started. `settled` reads it.
 */
export function trackRequests(page: Page): void {
  if (trackers.has(page)) return;
  const tracker: RequestTracker = { inFlight: new Set(), started: 0, onFinished: () => undefined };
  const done = (request: Request) => {
    if (tracker.inFlight.delete(request)) tracker.onFinished();
  };
  page.on('request', (request) => {
    tracker.inFlight.add(request);
    tracker.started += 1;
  });
  // A response counts as the end: Chromium reports no "finished" for some (Segment's keepalive fetches).
  page.on('response', (response) => done(response.request()));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  trackers.set(page, tracker);
}

/**
 * Waits until the page has settled: loaded, then two idle turns in a row in which nothing new was
 * requested and with nothing in flight. The shell starts its deferred work (the composition root,
 * vendors after the first paint or when idle, session replay) from such moments, one step leading
 * to the next request, so once the page stays quiet like this what it would still start on its
 * own has started, and an absence can be asserted; no fixed sleep.
 */
export async function settled(page: Page): Promise<void> {
  trackRequests(page);
  const tracker = trackers.get(page) as RequestTracker;
  await page.waitForLoadState('load');
  // The app starts after the first paint: until it has, the page has not started all it will.
  await appTookOver(page);
  let quietTurns = 0;
  for (let turn = 0; quietTurns < 2; turn += 1) {
    if (turn >= 40) throw new Error('The page kept making requests: it never settled.');
    const before = tracker.started;
    await idleTurn(page);
    while (tracker.inFlight.size > 0) await new Promise<void>((resolve) => (tracker.onFinished = resolve));
    await idleTurn(page);
    quietTurns = tracker.started === before ? quietTurns + 1 : 0;
  }
}

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

/** Every same-origin request the page makes from now on, as `METHOD /path` (to see what did load). */
export function watchLocalRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isLocal(url)) seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

/** The calls a page's own `fbq` received (installed by `definePagePixel`). */
export const pagePixelCalls = (page: Page) => page.evaluate(() => (window as unknown as { fbqCalls?: unknown[][] }).fbqCalls ?? []);

/** A pixel the page brings itself (a tag manager's `window.fbq`), recording its calls; run in the page. */
export function definePagePixel(): void {
  const calls: unknown[][] = [];
  (window as unknown as { fbq: unknown; fbqCalls: unknown[][] }).fbq = (...args: unknown[]) => calls.push(args);
  (window as unknown as { fbqCalls: unknown[][] }).fbqCalls = calls;
}

/** Holds the app's entry script on the network until the returned function is called: the page stays as painted from HTML (wait for its parsing, not its load event, which the held script holds too). */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Resolves once the app has handed off (its first page view is in a pipeline) and replayed any input made before
 * (src/boot/hand-off.ts clears its global then): a link clicked from here is the router's, not a full page load.
 */
export const appTookOver = (page: Page) =>
  page.waitForFunction(() => '__shellkitHandOff' in window && (window as { __shellkitHandOff?: unknown }).__shellkitHandOff === undefined);

/**
 * Once the visitor's decision is stored, reloads the page while watching, from before its first script
 * runs, every moment the cookie banner is in the document; resolves with the document's ready state
 * at each sighting (none: never painted).
 */
export async function bannerSightingsAcrossReload(page: Page): Promise<string[]> {
  // The visitor has just decided: a tap made before the app arrived (kept by the page, src/boot/early-input.ts) is stored once the app runs.
  await page.waitForFunction(() => window.localStorage.getItem('cookieAccepted') !== null);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { bannerSightings: string[] }).bannerSightings = seen;
    // The page's HTML carries the banner (prerendered for a first visit): what counts is a banner that
    // would be painted, one with a box, checked at every change of the document and every frame.
    const look = () => {
      const banner = document.querySelector('[data-testid="cookie-banner"]');
      if (banner && banner.getClientRects().length > 0) seen.push(document.readyState);
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
    const everyFrame = () => {
      look();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
  await page.reload();
  await page.getByRole('heading', { level: 1, name: HOME.heading }).waitFor();
  await page.waitForLoadState('load');
  // Until the app has taken the banner out of the document (hydrated), every frame is still watched.
  await page.locator('[data-testid="cookie-banner"]').waitFor({ state: 'detached' });
  return page.evaluate(() => (window as unknown as { bannerSightings: string[] }).bannerSightings);
}

/** The calls the fake Clarity tag received, queued or later, in order (tests/support/fake-vendors.mjs). */
export const clarityCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __clarityCalls?: unknown[][] }).__clarityCalls ?? []);
