import { describe, expect, it } from 'vitest';
import { MemoryAnalyticsSink } from '../adapters/memory/memory-analytics-sink.adapter';
import { MemoryErrorReporter } from '../adapters/memory/memory-error-reporter.adapter';
import { MemoryHeatmapLoader } from '../adapters/memory/memory-heatmap-loader.adapter';
import { MemoryPixelSink } from '../adapters/memory/memory-pixel-sink.adapter';
import type { ConsentMode } from '../domain/consent';
import type { UnsentCall } from '../domain/unsent-calls';
import type { AnalyticsSink } from '../ports/analytics-sink.port';
import type { UnsentCallsStore } from '../ports/unsent-calls-store.port';
import { memoryConsentStore } from '../testing/memory-consent-store';
import { manualLaterTasks } from '../testing/manual-later-tasks';
import { consentHeardByVendors } from './consent-heard-by-vendors';
import { createShellPipelines, type VendorSources } from './shell-pipelines';

/** Stands for the device's storage across page loads: what one page keeps, the next one takes. */
class Device implements UnsentCallsStore {
  kept: UnsentCall[] = [];
  keep(calls: readonly UnsentCall[]): void {
    this.kept.push(...calls);
  }
  take(): UnsentCall[] {
    return this.kept.splice(0);
  }
}

/** One page load: analytics (and the pixel) behind an SDK that loads only when `load` is called, as a vendor started in idle time. */
function pageLoad(
  device: Device,
  { mode = 'notice' as ConsentMode, analyticsId = 'segment', consent = memoryConsentStore({ mode }), pixelCountsPageViews = false } = {},
) {
  const analytics = new MemoryAnalyticsSink();
  const pixel = new MemoryPixelSink();
  /** The page views a pixel that counts them received (MemoryPixelSink records events only). */
  const pixelPages: string[] = [];
  const pixelAdapter = Object.assign(pixel, { page: (seen: { path: string }) => void pixelPages.push(seen.path) });
  let load: () => void = () => undefined;
  const sdkLoaded = new Promise<void>((resolve) => (load = resolve));
  const vendors: VendorSources = {
    analytics: [
      {
        id: analyticsId,
        label: 'Analytics',
        purpose: 'analytics',
        makeAdapter: async (): Promise<AnalyticsSink> => (await sdkLoaded, analytics),
      },
    ],
    pixel: [
      {
        id: 'meta-pixel',
        label: 'Pixel',
        purpose: 'marketing',
        ...(pixelCountsPageViews ? { countsPageViews: true } : {}),
        makeAdapter: async () => (await sdkLoaded, pixelAdapter),
      },
    ],
    heatmap: [{ id: 'memory', label: 'Heatmap', purpose: 'experience', makeAdapter: () => new MemoryHeatmapLoader() }],
    errors: [{ id: 'memory', label: 'Errors', purpose: 'necessary', makeAdapter: () => new MemoryErrorReporter() }],
    chat: [],
  };
  const tasks = manualLaterTasks();
  const shell = createShellPipelines({
    consent,
    vendorConsent: consentHeardByVendors(consent, tasks.later),
    later: tasks.later,
    vendors,
    unsent: device,
  });
  return {
    ...shell,
    consent,
    analytics,
    pixel,
    pixelPages,
    tasks,
    /** The SDK arrives, and the page's later tasks run (each call reaches its vendor in one). */
    async load() {
      load();
      await sdkLoaded;
      await Promise.resolve();
      tasks.runAll();
    },
  };
}

const view = (path: string) => ({ path, search: '', url: `https://shell.example${path}`, title: path });

describe('calls the page could not send before it was left: kept, and sent on the next visit', () => {
  it('a page view waiting for the SDK when the page is left reaches the vendor on the next visit, once, with its own time', async () => {
    const device = new Device();
    const first = pageLoad(device);
    first.ports.analytics.page(view('/pricing'));
    first.ports.analytics.track({ name: 'Plan Chosen', properties: {} });
    first.keepUnsent();
    // The SDK arrives after pagehide (the page lingers): what was kept is not also sent from here.
    await first.load();
    expect(first.analytics.log.calls).toEqual([]);
    expect(device.kept.map((call) => `${call.port} ${call.kind}`)).toEqual(['analytics page', 'analytics track', 'pixel track']);
    const keptAt = device.kept[0]?.at;

    const next = pageLoad(device);
    next.ports.analytics.page(view('/'));
    await next.load();
    expect(next.analytics.log.calls.map((call) => call.method)).toEqual(['page', 'track', 'page']);
    expect(next.analytics.pageViews.map((sent) => sent.path)).toEqual(['/pricing', '/']);
    // Sent with the time it was made on the page that was left, not the time of this visit.
    expect(next.analytics.log.calls[0]?.occurredAt).toBe(keptAt);
    expect(next.pixel.events.map((event) => event.name)).toEqual(['Plan Chosen']);
    // Taken: a third visit sends nothing again.
    const third = pageLoad(device);
    await third.load();
    expect(third.analytics.log.calls).toEqual([]);
  });

  it('a pixel that counts page views has its own kept page view, sent to it on the next visit (issue 23)', async () => {
    const device = new Device();
    const first = pageLoad(device, { pixelCountsPageViews: true });
    first.ports.analytics.page(view('/pricing'));
    first.keepUnsent();
    expect(device.kept.map((call) => `${call.port} ${call.kind} ${call.vendor}`)).toEqual([
      'analytics page segment',
      'pixel page meta-pixel',
    ]);
    const next = pageLoad(device, { pixelCountsPageViews: true });
    await next.load();
    expect(next.pixelPages).toEqual(['/pricing']);
    expect(next.analytics.pageViews.map((sent) => sent.path)).toEqual(['/pricing']);
  });

  it('nothing is kept once the calls have reached the SDK: they were sent', async () => {
    const device = new Device();
    const first = pageLoad(device);
    await first.load();
    first.ports.analytics.page(view('/'));
    first.tasks.runAll();
    first.keepUnsent();
    expect(device.kept).toEqual([]);
    expect(first.analytics.pageViews).toHaveLength(1);
  });

  it('issue 23 §4: the SDK loaded but the task that would hand it the call not yet run when the page is left: kept, and sent on the next visit once', async () => {
    const device = new Device();
    const first = pageLoad(device);
    await first.load();
    first.ports.analytics.page(view('/pricing'));
    first.ports.analytics.track({ name: 'Plan Chosen', properties: {} });
    first.keepUnsent();
    expect(device.kept.map((call) => `${call.port} ${call.kind}`)).toEqual(['analytics page', 'analytics track', 'pixel track']);
    // The task runs after all (the page lingered after pagehide): it has nothing left to send.
    first.tasks.runAll();
    expect(first.analytics.log.calls).toEqual([]);
    const next = pageLoad(device);
    await next.load();
    expect(next.analytics.pageViews.map((sent) => sent.path)).toEqual(['/pricing']);
    expect(next.pixel.events.map((event) => event.name)).toEqual(['Plan Chosen']);
  });

  it('issue 23 §4: a page restored from the back-forward cache sends what it kept once, from its restore, and its old task sends nothing', async () => {
    const device = new Device();
    const page = pageLoad(device);
    await page.load();
    page.ports.analytics.track({ name: 'Plan Chosen', properties: {} });
    page.keepUnsent();
    // pageshow with persisted: the page takes back what it kept; its old task runs too, as the page thaws.
    page.sendKeptCalls();
    page.tasks.runAll();
    expect(page.analytics.events.map((event) => event.name)).toEqual(['Plan Chosen']);
    expect(page.pixel.events.map((event) => event.name)).toEqual(['Plan Chosen']);
    expect(device.kept).toEqual([]);
  });

  it('opt-in, undecided: calls held for consent are never kept on the device', () => {
    const device = new Device();
    const first = pageLoad(device, { mode: 'opt-in' });
    first.ports.analytics.page(view('/'));
    first.keepUnsent();
    expect(device.kept).toEqual([]);
  });

  it('opt-in: accepted, and the page left before the vendors heard of it (their task after the frame): what the visitor permitted is kept', () => {
    const device = new Device();
    const first = pageLoad(device, { mode: 'opt-in' });
    first.ports.analytics.page(view('/'));
    first.consent.accept();
    first.keepUnsent();
    expect(device.kept.map((call) => `${call.port} ${call.kind}`)).toEqual(['analytics page']);
  });

  it('a visitor who refused analytics since: the kept calls are not sent', async () => {
    const device = new Device();
    const first = pageLoad(device);
    first.ports.analytics.page(view('/'));
    first.keepUnsent();
    const consent = memoryConsentStore();
    consent.choose({ analytics: false, marketing: false, experience: false });
    const next = pageLoad(device, { consent });
    await next.load();
    expect(next.analytics.log.calls).toEqual([]);
  });

  it('another vendor on the port since: it does not get what was meant for the first one', async () => {
    const device = new Device();
    const first = pageLoad(device);
    first.ports.analytics.page(view('/'));
    first.keepUnsent();
    const next = pageLoad(device, { analyticsId: 'posthog' });
    await next.load();
    expect(next.analytics.log.calls).toEqual([]);
  });
});
