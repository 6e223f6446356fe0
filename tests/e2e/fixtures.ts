import { test as base, expect, type Page } from '@playwright/test';
import type { AnalyticsEvent } from '../../src/domain/analytics-event';
import type { PageView } from '../../src/domain/page-view';

/** Collects the Content-Security-Policy violations the page reports on its console. */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

/** Aborts (and collects) every request the page makes to anything but the local server. Later routes take precedence. */
export async function blockOffMachineRequests(page: Page): Promise<string[]> {
  const offMachine: string[] = [];
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:',
    async (route) => {
      offMachine.push(route.request().url());
      await route.abort('blockedbyclient');
    },
  );
  return offMachine;
}

/**
 * Every test fails if the page tries to reach anything but the local server (the shell on its
 * in-memory adapters must make no request off the machine), or if the server's
 * Content-Security-Policy blocked anything the shell needed.
 */
export const test = base.extend<{ offMachineRequests: string[]; cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations = watchCspViolations(page);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  offMachineRequests: [
    async ({ page }, use) => {
      const offMachine = await blockOffMachineRequests(page);
      await use(offMachine);
      expect(offMachine, 'requests that left the machine').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface Recorded {
  readonly pageViews: PageView[];
  readonly events: AnalyticsEvent[];
  readonly pixelEvents: AnalyticsEvent[];
  readonly heatmapLoads: { documentReadyState: string }[];
  readonly errors: { name: string; message: string; source: string }[];
}

/** What the in-memory adapters recorded so far, read from the page. */
export async function recorded(page: Page): Promise<Recorded> {
  return page.evaluate(() => {
    const fakes = window.shellkitMemoryAdapters as unknown as {
      analytics: { log: { calls: { method: string; payload: unknown }[] } };
      pixel: { log: { calls: { payload: unknown }[] } };
      heatmap: { log: { calls: { payload: unknown }[] } };
      errors: { log: { calls: { payload: unknown }[] } };
    };
    const analytics = fakes.analytics.log.calls;
    return {
      pageViews: analytics.filter((c) => c.method === 'page').map((c) => c.payload),
      events: analytics.filter((c) => c.method === 'track').map((c) => c.payload),
      pixelEvents: fakes.pixel.log.calls.map((c) => c.payload),
      heatmapLoads: fakes.heatmap.log.calls.map((c) => c.payload),
      errors: fakes.errors.log.calls.map((c) => c.payload),
    } as Recorded;
  });
}

export const BANNER_BODY =
  'Cookies help us improve our website, and allow us to view and retain your interactions with it. By continuing, you agree to our use of cookies. Our privacy policy explains more.';
