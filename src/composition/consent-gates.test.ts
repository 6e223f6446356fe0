import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryAnalyticsSink } from '../adapters/memory/memory-analytics-sink.adapter';
import { MemoryConsentStore } from '../adapters/memory/memory-consent-store.adapter';
import { MemoryHeatmapLoader } from '../adapters/memory/memory-heatmap-loader.adapter';
import { MemoryPixelSink } from '../adapters/memory/memory-pixel-sink.adapter';
import type { AnalyticsEvent } from '../domain/analytics-event';
import { CONSENT_ACCEPTED, CONSENT_DECLINED, CONSENT_UNKNOWN, type ConsentMode, type ConsentState } from '../domain/consent';
import { HELD_CALLS_LIMIT } from '../domain/held-calls';
import type { PageView } from '../domain/page-view';
import type { AnalyticsSink } from '../ports/analytics-sink.port';
import { GatedAnalyticsSink, GatedHeatmapLoader, GatedPixelSink } from './consent-gates';
import { permissionSignal } from './permission-signals';

const T0 = new Date('2024-05-01T10:00:00.000Z');
const T1 = new Date('2024-05-01T10:00:05.000Z');
const T2 = new Date('2024-05-01T10:01:00.000Z');
const T3 = new Date('2024-05-01T10:02:00.000Z');

const viewOf = (path: string): PageView => ({ path, search: '', url: `https://shell.example${path}`, title: path });
const home = viewOf('/');
const pricing = viewOf('/pricing');
const signedUp: AnalyticsEvent = { name: 'Signed Up', properties: { currentPage: '/pricing', plan: 'pro' } };
const clicked: AnalyticsEvent = { name: 'CTA Clicked', properties: { currentPage: '/' } };

interface Options {
  readonly mode: ConsentMode;
  readonly consent?: ConsentState;
  readonly globalPrivacyControl?: boolean;
}

/** The three gates over the real memory store and fakes, each factory a spy so a test can see whether the vendor was created. */
function gates({ mode, consent: initial = CONSENT_UNKNOWN, globalPrivacyControl = false }: Options) {
  const consent = new MemoryConsentStore(initial);
  const privacy = { mode, globalPrivacyControl };
  const fakes = { analytics: new MemoryAnalyticsSink(), pixel: new MemoryPixelSink(), heatmap: new MemoryHeatmapLoader() };
  const create = {
    analytics: vi.fn(() => fakes.analytics),
    pixel: vi.fn(() => fakes.pixel),
    heatmap: vi.fn(() => fakes.heatmap),
  };
  return {
    consent,
    fakes,
    create,
    analytics: new GatedAnalyticsSink(permissionSignal('analytics', consent, privacy), create.analytics),
    pixel: new GatedPixelSink(permissionSignal('pixel', consent, privacy), create.pixel),
    heatmap: new GatedHeatmapLoader(permissionSignal('heatmap', consent, privacy), create.heatmap),
  };
}

type Gates = ReturnType<typeof gates>;

/** What one page does in order: a page view at T0, a named event (analytics and pixel) at T1, the heatmap at T1. */
function visit(g: Gates): void {
  vi.setSystemTime(T0);
  g.analytics.page(home);
  vi.setSystemTime(T1);
  g.analytics.track(signedUp);
  g.pixel.track(signedUp);
  g.heatmap.load();
}

const calls = (log: { calls: ReadonlyArray<{ method: string; occurredAt: string }> }) =>
  log.calls.map(({ method, occurredAt }) => ({ method, occurredAt }));

describe('consent gates', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  describe('notice mode (SPEC)', () => {
    it('creates every adapter at once and passes calls straight through, stamped with the time they are delivered', () => {
      const g = gates({ mode: 'notice' });
      expect(g.create.analytics).toHaveBeenCalledOnce();
      expect(g.create.pixel).toHaveBeenCalledOnce();
      expect(g.create.heatmap).toHaveBeenCalledOnce();
      visit(g);
      expect(g.fakes.analytics.pageViews).toEqual([home]);
      expect(g.fakes.analytics.events).toEqual([signedUp]);
      expect(calls(g.fakes.analytics.log)).toEqual([
        { method: 'page', occurredAt: T0.toISOString() },
        { method: 'track', occurredAt: T1.toISOString() },
      ]);
      expect(g.fakes.pixel.events).toEqual([signedUp]);
      expect(g.fakes.heatmap.loads).toBe(1);
      expect(g.create.analytics).toHaveBeenCalledOnce();
    });

    it('a declined banner changes nothing: vendors keep running', () => {
      const g = gates({ mode: 'notice' });
      g.consent.decline();
      visit(g);
      expect(g.fakes.analytics.pageViews).toEqual([home]);
      expect(g.fakes.pixel.events).toEqual([signedUp]);
    });
  });

  describe('opt-in mode', () => {
    it('while pending, no adapter is created (no vendor script loads) and nothing is delivered', () => {
      const g = gates({ mode: 'opt-in' });
      visit(g);
      expect(g.create.analytics).not.toHaveBeenCalled();
      expect(g.create.pixel).not.toHaveBeenCalled();
      expect(g.create.heatmap).not.toHaveBeenCalled();
      expect(g.fakes.analytics.log.calls).toEqual([]);
      expect(g.fakes.pixel.log.calls).toEqual([]);
      expect(g.fakes.heatmap.loads).toBe(0);
    });

    it('accepting creates each adapter once and flushes the held calls in order, with the times they were made, exactly once', () => {
      const g = gates({ mode: 'opt-in' });
      visit(g);
      vi.setSystemTime(T2);
      g.analytics.page(pricing);
      vi.setSystemTime(T3);
      g.consent.accept();

      expect(g.create.analytics).toHaveBeenCalledOnce();
      expect(g.create.pixel).toHaveBeenCalledOnce();
      expect(g.create.heatmap).toHaveBeenCalledOnce();
      expect(g.fakes.analytics.log.calls.map((call) => call.payload)).toEqual([home, signedUp, pricing]);
      expect(calls(g.fakes.analytics.log)).toEqual([
        { method: 'page', occurredAt: T0.toISOString() },
        { method: 'track', occurredAt: T1.toISOString() },
        { method: 'page', occurredAt: T2.toISOString() },
      ]);
      expect(calls(g.fakes.pixel.log)).toEqual([{ method: 'track', occurredAt: T1.toISOString() }]);
      expect(g.fakes.pixel.events).toEqual([signedUp]);
      expect(g.fakes.heatmap.loads).toBe(1);

      // Held calls are not delivered a second time, by a later call or a repeated accept.
      g.analytics.track(clicked);
      g.consent.accept();
      expect(g.fakes.analytics.log.calls.map((call) => call.payload)).toEqual([home, signedUp, pricing, clicked]);
      expect(g.fakes.analytics.log.calls[3]?.occurredAt).toBe(T3.toISOString());
      expect(g.fakes.pixel.events).toEqual([signedUp]);
      expect(g.fakes.heatmap.loads).toBe(1);
      expect(g.create.analytics).toHaveBeenCalledOnce();
    });

    it('once accepted, later calls go straight through', () => {
      const g = gates({ mode: 'opt-in', consent: CONSENT_ACCEPTED });
      expect(g.create.analytics).toHaveBeenCalledOnce();
      visit(g);
      expect(calls(g.fakes.analytics.log)).toEqual([
        { method: 'page', occurredAt: T0.toISOString() },
        { method: 'track', occurredAt: T1.toISOString() },
      ]);
      expect(g.fakes.pixel.events).toEqual([signedUp]);
    });

    it('declining drops what was held and never creates the adapters, for calls made before or after', () => {
      const g = gates({ mode: 'opt-in' });
      visit(g);
      g.consent.decline();
      visit(g);
      expect(g.create.analytics).not.toHaveBeenCalled();
      expect(g.create.pixel).not.toHaveBeenCalled();
      expect(g.create.heatmap).not.toHaveBeenCalled();
      expect(g.fakes.analytics.log.calls).toEqual([]);
      expect(g.fakes.pixel.log.calls).toEqual([]);
      expect(g.fakes.heatmap.loads).toBe(0);
    });

    it('a visitor who declined on an earlier visit: nothing is created or delivered', () => {
      const g = gates({ mode: 'opt-in', consent: CONSENT_DECLINED });
      visit(g);
      expect(g.create.analytics).not.toHaveBeenCalled();
      expect(g.fakes.analytics.log.calls).toEqual([]);
    });

    it('held calls dropped on decline are not delivered by a later accept', () => {
      const g = gates({ mode: 'opt-in' });
      g.analytics.track(signedUp);
      g.pixel.track(signedUp);
      g.consent.decline();
      g.consent.accept();
      expect(g.fakes.analytics.events).toEqual([]);
      expect(g.fakes.pixel.events).toEqual([]);
    });

    it('withdrawal (accepted, then declined) stops delivery to every vendor', () => {
      const g = gates({ mode: 'opt-in', consent: CONSENT_ACCEPTED });
      g.analytics.page(home);
      g.consent.decline();
      g.analytics.page(pricing);
      g.analytics.track(signedUp);
      g.pixel.track(signedUp);
      g.heatmap.load();
      expect(g.fakes.analytics.log.calls.map((call) => call.payload)).toEqual([home]);
      expect(g.fakes.pixel.events).toEqual([]);
      expect(g.fakes.heatmap.loads).toBe(0);
    });

    it('declined, then accepted: the page the visitor is on is sent once, stamped at acceptance', () => {
      const g = gates({ mode: 'opt-in', consent: CONSENT_DECLINED });
      g.analytics.page(home);
      vi.setSystemTime(T1);
      g.analytics.page(pricing);
      g.analytics.track(signedUp);
      vi.setSystemTime(T2);
      g.consent.accept();
      expect(g.fakes.analytics.log.calls.map((call) => call.payload)).toEqual([pricing]);
      expect(g.fakes.analytics.log.calls[0]?.occurredAt).toBe(T2.toISOString());

      g.consent.decline();
      g.consent.accept();
      expect(g.fakes.analytics.pageViews).toEqual([pricing]);
    });

    it('withdrawn and given again: the current page is sent if it changed meanwhile, and not if it was already sent', () => {
      const g = gates({ mode: 'opt-in', consent: CONSENT_ACCEPTED });
      g.analytics.page(home);
      g.consent.decline();
      g.consent.accept();
      expect(g.fakes.analytics.pageViews).toEqual([home]);

      g.consent.decline();
      g.analytics.page(pricing);
      g.consent.accept();
      expect(g.fakes.analytics.pageViews).toEqual([home, pricing]);
    });

    it('a held page view delivered on acceptance is not sent again as the current page', () => {
      const g = gates({ mode: 'opt-in' });
      g.analytics.page(home);
      g.consent.accept();
      expect(g.fakes.analytics.pageViews).toEqual([home]);
      expect(g.fakes.analytics.log.calls[0]?.occurredAt).toBe(T0.toISOString());
    });

    it('past the held limit, later calls are dropped with a single warning', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const g = gates({ mode: 'opt-in' });
      const events = Array.from({ length: HELD_CALLS_LIMIT + 5 }, (_, index): AnalyticsEvent => ({ name: `Event ${index}`, properties: {} }));
      for (const event of events) g.analytics.track(event);
      expect(warn).toHaveBeenCalledOnce();
      expect(String(warn.mock.calls[0]?.[0])).toContain('analytics');
      for (const event of events) g.pixel.track(event);
      expect(warn).toHaveBeenCalledTimes(2);
      g.consent.accept();
      expect(g.fakes.analytics.events).toEqual(events.slice(0, HELD_CALLS_LIMIT));
      expect(g.fakes.pixel.events).toEqual(events.slice(0, HELD_CALLS_LIMIT));
    });

    it('no warning at exactly the limit', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const g = gates({ mode: 'opt-in' });
      for (let i = 0; i < HELD_CALLS_LIMIT; i += 1) g.analytics.track({ name: `Event ${i}`, properties: {} });
      expect(warn).not.toHaveBeenCalled();
    });
  });

  describe('the heatmap after a change of mind', () => {
    it('starts once when the visitor declines and later accepts on the same page', () => {
      const g = gates({ mode: 'opt-in' });
      visit(g);
      g.consent.decline();
      expect(g.create.heatmap).not.toHaveBeenCalled();
      g.consent.accept();
      expect(g.fakes.heatmap.loads).toBe(1);
      g.consent.decline();
      g.consent.accept();
      expect(g.fakes.heatmap.loads).toBe(1);
    });
  });

  describe('Global Privacy Control', () => {
    for (const mode of ['notice', 'opt-in'] as const) {
      it(`${mode} mode: the pixel factory is never called, while analytics proceeds`, () => {
        const g = gates({ mode, globalPrivacyControl: true });
        visit(g);
        g.consent.accept();
        g.pixel.track(clicked);
        expect(g.create.pixel).not.toHaveBeenCalled();
        expect(g.fakes.pixel.log.calls).toEqual([]);
        expect(g.create.analytics).toHaveBeenCalledOnce();
        expect(g.fakes.analytics.pageViews).toEqual([home]);
        expect(g.fakes.analytics.events).toEqual([signedUp]);
        expect(g.fakes.heatmap.loads).toBe(1);
      });
    }
  });

  describe('a broken adapter as consent is given', () => {
    it('a factory that throws is logged with console.error and never throws into accept()', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const consent = new MemoryConsentStore();
      const sink = new GatedAnalyticsSink(permissionSignal('analytics', consent, { mode: 'opt-in', globalPrivacyControl: false }), () => {
        throw new Error('vendor failed to start');
      });
      sink.page(home);
      expect(() => consent.accept()).not.toThrow();
      expect(consent.read()).toEqual(CONSENT_ACCEPTED);
      expect(error).toHaveBeenCalledOnce();
      expect(error.mock.calls[0]).toContainEqual(new Error('vendor failed to start'));
    });

    it('an adapter that throws while the held calls are flushed is logged and never throws into accept(); other vendors still get theirs', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const g = gates({ mode: 'opt-in' });
      const broken: AnalyticsSink = {
        page: () => {
          throw new Error('vendor broke');
        },
        track: () => undefined,
      };
      const privacy = { mode: 'opt-in' as const, globalPrivacyControl: false };
      const sink = new GatedAnalyticsSink(permissionSignal('analytics', g.consent, privacy), () => broken);
      sink.page(home);
      g.pixel.track(signedUp);
      expect(() => g.consent.accept()).not.toThrow();
      expect(error).toHaveBeenCalled();
      expect(g.fakes.pixel.events).toEqual([signedUp]);
    });
  });
});

describe('permissionSignal', () => {
  it('reports the current permission and tells subscribers only when it changes', () => {
    const consent = new MemoryConsentStore();
    const signal = permissionSignal('analytics', consent, { mode: 'opt-in', globalPrivacyControl: false });
    const seen: string[] = [];
    const unsubscribe = signal.subscribe((permission) => seen.push(permission));
    expect(signal.current()).toBe('pending');
    consent.accept();
    consent.accept();
    consent.decline();
    expect(signal.current()).toBe('denied');
    unsubscribe();
    consent.accept();
    expect(seen).toEqual(['granted', 'denied']);
  });

  it('never notifies when the vendor is denied whatever the visitor decides (the pixel under GPC)', () => {
    const consent = new MemoryConsentStore();
    const signal = permissionSignal('pixel', consent, { mode: 'opt-in', globalPrivacyControl: true });
    const listener = vi.fn();
    signal.subscribe(listener);
    consent.accept();
    consent.decline();
    expect(listener).not.toHaveBeenCalled();
    expect(signal.current()).toBe('denied');
  });
});
