import type { Page, Route } from '@playwright/test';
import { FAKE_CLARITY, FAKE_FBEVENTS, FAKE_HOTJAR, PIXEL_GIF_BASE64, segmentSettings } from './vendor-answers.mjs';
import { blockOffMachineRequests, expect, test as base, watchCspViolations } from './fixtures';
import { decodeCaptureBody } from './posthog/capture-body';

/** One request a vendor host received, as the fake answered it. */
export interface VendorHit {
  readonly url: string;
  readonly at: number;
  readonly body: Record<string, unknown> | undefined;
}

export type VendorName = 'segment-settings' | 'segment-api' | 'meta-script' | 'meta-beacon' | 'hotjar' | 'clarity' | 'posthog';

export interface FakeVendors {
  /** What each vendor host received so far, in order. */
  readonly hits: Record<VendorName, VendorHit[]>;
  /** Makes a vendor unreachable, as an ad blocker does, for the rest of the test; call before `page.goto`. */
  block(vendor: VendorName | 'sentry-sdk' | 'sentry-tunnel'): Promise<void>;
}

const bodyOf = (route: Route): Record<string, unknown> | undefined => {
  const text = route.request().postData();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { raw: text };
  }
};

async function installFakeVendors(page: Page): Promise<FakeVendors> {
  const hits: Record<VendorName, VendorHit[]> = {
    'segment-settings': [],
    'segment-api': [],
    'meta-script': [],
    'meta-beacon': [],
    hotjar: [],
    clarity: [],
    posthog: [],
  };
  const record = (vendor: VendorName, route: Route) => hits[vendor].push({ url: route.request().url(), at: Date.now(), body: bodyOf(route) });
  const script = (body: string) => ({ status: 200, contentType: 'text/javascript', body });

  await page.route('https://cdn.segment.com/**', async (route) => {
    record('segment-settings', route);
    const match = /\/v1\/projects\/([^/]+)\/settings$/.exec(new URL(route.request().url()).pathname);
    await (match ? route.fulfill({ json: segmentSettings(decodeURIComponent(match[1] ?? '')) }) : route.fulfill({ status: 404 }));
  });
  await page.route('https://api.segment.io/**', async (route) => {
    record('segment-api', route);
    await route.fulfill({ json: { success: true } });
  });
  await page.route('https://connect.facebook.net/**', async (route) => {
    record('meta-script', route);
    await route.fulfill(script(FAKE_FBEVENTS));
  });
  await page.route('https://www.facebook.com/tr/**', async (route) => {
    record('meta-beacon', route);
    await route.fulfill({ status: 200, contentType: 'image/gif', body: Buffer.from(PIXEL_GIF_BASE64, 'base64') });
  });
  await page.route('https://static.hotjar.com/**', async (route) => {
    record('hotjar', route);
    await route.fulfill(script(FAKE_HOTJAR));
  });
  await page.route('https://www.clarity.ms/**', async (route) => {
    record('clarity', route);
    await route.fulfill(script(FAKE_CLARITY));
  });
  // PostHog's US and EU clouds. Its capture bodies are gzipped JSON: recorded decoded ({ api_key, batch, sent_at }).
  await page.route('https://*.i.posthog.com/**', async (route) => {
    const body = route.request().postDataBuffer();
    hits.posthog.push({ url: route.request().url(), at: Date.now(), body: body ? { ...decodeCaptureBody(body) } : undefined });
    await route.fulfill({ json: { status: 'Ok' } });
  });

  const blockPatterns: Record<Parameters<FakeVendors['block']>[0], string | RegExp> = {
    'segment-settings': 'https://cdn.segment.com/**',
    'segment-api': 'https://api.segment.io/**',
    'meta-script': 'https://connect.facebook.net/**',
    'meta-beacon': 'https://www.facebook.com/tr/**',
    hotjar: 'https://static.hotjar.com/**',
    clarity: 'https://www.clarity.ms/**',
    posthog: 'https://*.i.posthog.com/**',
    // An ad blocker that knows the SDK file, and one that knows the tunnel path.
    'sentry-sdk': /\/assets\/sdk-errors-[^/]*\.js$/,
    'sentry-tunnel': /\/monitoring\?/,
  };
  return {
    hits,
    async block(vendor) {
      await page.route(blockPatterns[vendor], (route) => route.abort('blockedbyclient'));
    },
  };
}

/** A second tab of the same browser context (same localStorage, so `storage` events pass between the two). */
export interface OtherTab {
  readonly page: Page;
  /** What each vendor host received from this tab. */
  readonly vendors: FakeVendors;
}

/** The shared fixtures, plus every vendor host answered on the machine by a recording fake (for every test, used or not). */
export const test = base.extend<{ vendors: FakeVendors; otherTab: OtherTab }>({
  // Depends on offMachineRequests so these routes are registered later and take precedence over its catch-all.
  vendors: [
    async ({ page, offMachineRequests }, use) => {
      void offMachineRequests;
      await use(await installFakeVendors(page));
    },
    { auto: true },
  ],
  // Opened on demand, after the first tab, and held to the same rules: nothing off the machine, no CSP violation.
  otherTab: async ({ context, vendors }, use) => {
    void vendors;
    const page = await context.newPage();
    const cspViolations = watchCspViolations(page);
    const offMachine = await blockOffMachineRequests(page);
    await use({ page, vendors: await installFakeVendors(page) });
    expect(offMachine, 'requests that left the machine from the other tab').toEqual([]);
    expect(cspViolations, 'Content-Security-Policy violations in the other tab').toEqual([]);
  },
});

export { expect };
