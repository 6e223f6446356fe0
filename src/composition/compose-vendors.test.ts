import { ALL_GRANTED } from '../domain/consent';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClarityHeatmapLoader } from '../adapters/clarity/clarity-heatmap-loader.adapter';
import { HotjarHeatmapLoader } from '../adapters/hotjar/hotjar-heatmap-loader.adapter';
import { MemoryAnalyticsSink } from '../adapters/memory/memory-analytics-sink.adapter';
import { MemoryPixelSink } from '../adapters/memory/memory-pixel-sink.adapter';
import type { ShellConfig } from '../domain/shell-config';
import type { AnalyticsSink } from '../ports/analytics-sink.port';
import { consentHeardByVendors } from '../application/consent-heard-by-vendors';
import { atOnce, manualLaterTasks } from '../testing/manual-later-tasks';
import { composeVendors } from './compose-vendors';
import { createConsentEngineStore } from '../application/consent-engine-store';
import { consentPersistence } from './consent-persistence';
import { createShellPorts } from './create-shell-ports';
import { shellConfigFromEnv } from './shell-env';

function configFor(env: Record<string, string>): ShellConfig {
  const result = shellConfigFromEnv(env);
  if (!result.ok) throw new Error(result.error);
  return result.config;
}

/** The store the shell's module makes from the config's persistence (shell-module.ts), without a shell around it. */
const consentStoreFor = (config: ShellConfig) =>
  createConsentEngineStore(
    consentPersistence(config, () => window.localStorage),
    { mode: config.consentMode, policy: config.consentPolicy },
  );

function composedFor(env: Record<string, string>, overrides = {}) {
  const config = configFor(env);
  const consent = consentStoreFor(config);
  const vendors = composeVendors({ config, consent, adapterOverrides: overrides });
  return { config, consent, vendors };
}

const view = { path: '/', search: '', url: 'http://localhost/', title: 'Home' };
const event = { name: 'Sample Event', properties: { source: 'demo', currentPage: '/' } };

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.fbq;
  delete window._fbq;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('the composition root: vendors composed from the registry by the config', () => {
  it('serves each port from its in-memory adapter when no variable is set, made at once and once', () => {
    const { vendors } = composedFor({ VITE_PIXEL_SINK: 'memory' });
    expect(vendors.adapterFor('analytics', 'memory')).toBeInstanceOf(MemoryAnalyticsSink);
    expect(vendors.adapterFor('analytics', 'memory')).toBe(vendors.adapterFor('analytics', 'memory'));
    expect(vendors.recordings.analytics).toBe(vendors.adapterFor('analytics', 'memory'));
    expect(Object.keys(vendors.recordings).sort()).toEqual(['analytics', 'chat', 'errors', 'heatmap', 'pixel']);
  });

  it('makes a configured vendor only when its port first asks, and then the adapter its descriptor names', async () => {
    const { vendors } = composedFor({ VITE_HOTJAR_SITE_ID: '3456789' });
    expect(vendors.recordings.heatmap).toBeUndefined();
    expect(document.head.querySelector('script')).toBeNull();
    await expect(vendors.adapterFor('heatmap', 'hotjar')).resolves.toBeInstanceOf(HotjarHeatmapLoader);
    // Making the adapter loads nothing yet: Hotjar's script waits for the shell's load().
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('makes each vendor switched on for a port its own adapter, once each, and no in-memory default beside them (issue 23)', async () => {
    const { vendors } = composedFor({ VITE_HOTJAR_SITE_ID: '3456789', VITE_CLARITY_PROJECT_ID: 'abcd1234' });
    const hotjar = vendors.adapterFor('heatmap', 'hotjar');
    await expect(hotjar).resolves.toBeInstanceOf(HotjarHeatmapLoader);
    await expect(vendors.adapterFor('heatmap', 'clarity')).resolves.toBeInstanceOf(ClarityHeatmapLoader);
    expect(vendors.adapterFor('heatmap', 'hotjar')).toBe(hotjar);
    expect(vendors.recordings.heatmap).toBeUndefined();
    expect(() => vendors.adapterFor('heatmap', 'memory')).toThrow('the config switches on no "memory" vendor for the heatmap port');
  });

  it("by default the pixel reports to the page's own fbq and the in-memory recording sees every event too (SPEC §1, §7)", async () => {
    const { vendors } = composedFor({});
    const fbq = vi.fn();
    window.fbq = fbq;
    const pixel = await vendors.adapterFor('pixel', 'meta-pixel');
    pixel.track(event);
    expect(fbq).toHaveBeenCalledWith('trackCustom', 'Sample Event', { source: 'demo', currentPage: '/' });
    expect(vendors.recordings.pixel).toBeInstanceOf(MemoryPixelSink);
    expect((vendors.recordings.pixel as MemoryPixelSink).events).toEqual([event]);
  });

  it("makes a vendor when its descriptor says: Meta's pixel, with an id, only once the page is idle", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 })),
    );
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { vendors } = composedFor({ VITE_META_PIXEL_ID: '1234567890' });
    // Its script would be requested here; only its start matters, so a refused script is fine.
    void Promise.resolve(vendors.adapterFor('pixel', 'meta-pixel')).catch(() => undefined);
    await Promise.resolve();
    expect(window.fbq).toBeUndefined();
    expect(idle).toHaveLength(1);
    idle.forEach((run) => run());
    await vi.waitFor(() => expect(window.fbq).toBeTypeOf('function'));
  });

  it('vendors that do not start at once wait for their turn (one at a time, when idle); those that do start at once', async () => {
    const config = configFor({ VITE_META_PIXEL_ID: '1234567890', VITE_HOTJAR_SITE_ID: '3456789' });
    const consent = consentStoreFor(config);
    const turns: (() => unknown)[] = [];
    const startInTurn = <T>(job: () => T | Promise<T>) => {
      turns.push(job);
      return new Promise<T>(() => undefined);
    };
    const vendors = composeVendors({ config, consent, startInTurn });
    void vendors.adapterFor('pixel', 'meta-pixel');
    expect(turns).toHaveLength(1);
    expect(window.fbq).toBeUndefined();
    await expect(Promise.resolve(vendors.adapterFor('heatmap', 'hotjar'))).resolves.toBeInstanceOf(HotjarHeatmapLoader);
    expect(turns).toHaveLength(1);
  });

  it('a vendor whose purpose is withdrawn while it waits for its turn does not start then, only once the purpose is granted again', async () => {
    window.localStorage.clear();
    const config = configFor({ VITE_META_PIXEL_ID: '1234567890' });
    const consent = consentStoreFor(config);
    // Each vendor's turn comes when the test says.
    const turns: (() => void)[] = [];
    const startInTurn = <T>(job: () => T | Promise<T>) => new Promise<void>((resolve) => turns.push(resolve)).then(job);
    const vendors = composeVendors({ config, consent, startInTurn });
    // Notice mode: advertising runs from the first page, so the pixel is asked for and waits its turn.
    void Promise.resolve(vendors.adapterFor('pixel', 'meta-pixel')).catch(() => undefined);
    expect(turns).toHaveLength(1);
    consent.choose({ ...ALL_GRANTED, marketing: false });
    turns[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.fbq).toBeUndefined();
    consent.accept();
    await vi.waitFor(() => expect(window.fbq).toBeTypeOf('function'));
    window.localStorage.clear();
  });

  it("serves a tester's own adapter instead of the config's, and leaves no fake for that port", () => {
    const spy: AnalyticsSink = { page: vi.fn(), track: vi.fn() };
    const { vendors } = composedFor({}, { analytics: spy });
    expect(vendors.adapterFor('analytics', 'memory')).toBe(spy);
    expect(vendors.recordings.analytics).toBeUndefined();
  });

  it('swaps the consent store by config alone, and gives the localStorage one the real storage', () => {
    window.localStorage.clear();
    composedFor({ VITE_CONSENT_STORE: 'memory' }).consent.accept();
    expect(window.localStorage.getItem('cookieAccepted')).toBeNull();
    window.localStorage.setItem('cookieAccepted', 'true');
    expect(composedFor({ VITE_CONSENT_STORE: 'memory' }).consent.read()).toEqual({ status: 'unknown' });
    const { consent } = composedFor({});
    expect(consent.read()).toEqual({ status: 'decided', choices: ALL_GRANTED });
    window.localStorage.clear();
  });

  it('the ports deliver through the pipelines to the composed adapters: in notice mode a page view goes straight through', () => {
    const { config, consent, vendors } = composedFor({});
    const tasks = manualLaterTasks();
    const vendorConsent = consentHeardByVendors(consent, tasks.later);
    const { ports } = createShellPorts({ config, consent, vendorConsent, later: tasks.later, vendors: () => vendors });
    ports.analytics.page(view);
    // In a task of its own, after the caller's (issue 23 §4).
    expect((vendors.recordings.analytics as MemoryAnalyticsSink).pageViews).toEqual([]);
    tasks.runAll();
    expect((vendors.recordings.analytics as MemoryAnalyticsSink).pageViews).toEqual([view]);
  });

  it('the ports wait for a composition root that loads later, then deliver what was asked, in order', async () => {
    const { config, consent, vendors } = composedFor({});
    let arrive: (ready: typeof vendors) => void = () => undefined;
    const later = new Promise<typeof vendors>((resolve) => (arrive = resolve));
    const { ports } = createShellPorts({
      config,
      consent,
      vendorConsent: consentHeardByVendors(consent, atOnce),
      later: atOnce,
      vendors: () => later,
    });
    ports.analytics.page(view);
    ports.analytics.track(event);
    const recorded = vendors.recordings.analytics as MemoryAnalyticsSink;
    expect(recorded.log.calls).toEqual([]);
    arrive(vendors);
    await vi.waitFor(() => expect(recorded.log.calls.map((call) => call.method)).toEqual(['page', 'track']));
  });
});
