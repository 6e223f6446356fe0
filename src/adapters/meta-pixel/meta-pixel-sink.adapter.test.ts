import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import { FakeScriptNetwork, nextTask } from '../../platform/fake-script-network';
import { describePixelSinkConformance } from '../../ports/pixel-sink.conformance';
import { FBEVENTS_URL, type Fbq } from './fbq';
import { MetaPixelSink, type MetaPixelOptions } from './meta-pixel-sink.adapter';

const PIXEL_ID = '1234567890123';
const PURCHASE: AnalyticsEvent = { name: 'Purchase', properties: { currentPage: '/checkout', value: 42, currency: 'EUR' } };
const CUSTOM: AnalyticsEvent = { name: 'Sample Event', properties: { currentPage: '/', source: 'demo' } };

type FbqCall = unknown[];

/** The events among fbq calls, in the port's terms. */
const eventsIn = (calls: readonly FbqCall[]): AnalyticsEvent[] =>
  calls
    .filter(([command]) => command === 'track' || command === 'trackCustom')
    .map(([, name, properties]) => ({ name: name as string, properties: properties as AnalyticsEvent['properties'] }));

/** What fbevents.js does when it runs: takes the stub over and replays what it queued (Meta's base code contract). */
function fakeFbevents(page: Window, received: FbqCall[]) {
  return () => {
    const fbq = page.fbq as Fbq;
    fbq.callMethod = (...args: unknown[]) => received.push(args);
    for (const args of fbq.queue?.splice(0) ?? []) fbq.callMethod(...(args as unknown[]));
  };
}

/** A page the pixel is not on yet, with the network faked. Closed after the test. */
function page(): FakeScriptNetwork {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  return network;
}

/** A pixel the shell loads itself (VITE_META_PIXEL_ID); `startLoading` stands for the page becoming idle. */
function shellLoadedPixel(network: FakeScriptNetwork, options: Omit<MetaPixelOptions, 'target' | 'startLoading'> = {}) {
  const received: FbqCall[] = [];
  let pageIdle: (() => void) | undefined;
  const sink = new MetaPixelSink(
    { adapter: 'meta-pixel', pixelId: PIXEL_ID },
    { ...options, target: network.window, startLoading: (load) => (pageIdle = load) },
  );
  return {
    sink,
    received,
    pageBecomesIdle: () => pageIdle?.(),
    fbeventsArrives: () => network.respond(FBEVENTS_URL, fakeFbevents(network.window, received)),
  };
}

/** The pixel a tag manager put on the page: `fbq` is there, the shell has no pixel id. */
function pagePixel(network: FakeScriptNetwork) {
  const received: FbqCall[] = [];
  network.window.fbq = (...args: unknown[]) => received.push(args);
  const sink = new MetaPixelSink({ adapter: 'meta-pixel', pixelId: undefined }, { target: network.window });
  return { sink, received };
}

describePixelSinkConformance(
  'MetaPixelSink, loaded by the shell with a pixel id',
  () => {
    const network = new FakeScriptNetwork();
    const pixel = shellLoadedPixel(network);
    pixel.pageBecomesIdle();
    return {
      sink: pixel.sink,
      received: () => eventsIn(pixel.received),
      finishLoading: pixel.fbeventsArrives,
      blockVendor: () => network.block(FBEVENTS_URL),
      breakVendor: () => {
        (network.window.fbq as Fbq).callMethod = () => {
          throw new TypeError('fbevents.js failed');
        };
      },
      dispose: () => network.close(),
    };
  },
  { vendorLoadsLater: true, canBlockVendor: true, canBreakVendor: true },
);

describePixelSinkConformance(
  'MetaPixelSink, forwarding to the fbq already on the page',
  () => {
    const network = new FakeScriptNetwork();
    const { sink, received } = pagePixel(network);
    return {
      sink,
      received: () => eventsIn(received),
      // An ad blocker that stops the tag leaves no fbq at all.
      blockVendor: async () => {
        delete network.window.fbq;
      },
      breakVendor: () => {
        network.window.fbq = () => {
          throw new TypeError('fbq is not a function of this page');
        };
      },
      dispose: () => network.close(),
    };
  },
  { canBlockVendor: true, canBreakVendor: true },
);

describe('MetaPixelSink', () => {
  describe('standard and custom events', () => {
    it.each(['Purchase', 'Lead', 'AddToCart', 'CompleteRegistration', 'ViewContent', 'PageView'])(
      "sends Meta's standard event %s through fbq('track')",
      (name) => {
        const { sink, received } = pagePixel(page());
        sink.track({ name, properties: { currentPage: '/' } });
        expect(received).toEqual([['track', name, { currentPage: '/' }]]);
      },
    );

    it.each(['Sample Event', 'purchase', 'Signed Up', 'PURCHASE', 'Purchase '])("sends any other name, %j included, through fbq('trackCustom')", (name) => {
      const { sink, received } = pagePixel(page());
      sink.track({ name, properties: { currentPage: '/' } });
      expect(received).toEqual([['trackCustom', name, { currentPage: '/' }]]);
    });

    it('a page pixel gets each event at once, with its exact properties', () => {
      const { sink, received } = pagePixel(page());
      sink.track(PURCHASE);
      sink.track(CUSTOM);
      expect(received).toEqual([
        ['track', 'Purchase', PURCHASE.properties],
        ['trackCustom', 'Sample Event', CUSTOM.properties],
      ]);
    });
  });

  describe('without a pixel id', () => {
    it('sends nothing, throws nothing, logs nothing and loads nothing when the page has no fbq', async () => {
      const network = page();
      const consoleError = vi.spyOn(console, 'error');
      const sink = new MetaPixelSink({ adapter: 'meta-pixel', pixelId: undefined }, { target: network.window });
      expect(() => sink.track(CUSTOM)).not.toThrow();
      await nextTask();
      expect(network.window.fbq).toBeUndefined();
      expect(network.scripts).toEqual([]);
      expect(network.requests).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('forwards only while fbq is on the page: an event from before it appeared is not sent later', () => {
      const network = page();
      const sink = new MetaPixelSink({ adapter: 'meta-pixel', pixelId: undefined }, { target: network.window });
      sink.track({ name: 'Too Early', properties: { currentPage: '/' } });
      const received: FbqCall[] = [];
      network.window.fbq = (...args: unknown[]) => received.push(args);
      sink.track(PURCHASE);
      expect(received).toEqual([['track', 'Purchase', PURCHASE.properties]]);
    });

    it('a page fbq that throws is logged once, naming the Meta pixel, and never reaches the caller', () => {
      const network = page();
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const failure = new TypeError('broken tag');
      network.window.fbq = () => {
        throw failure;
      };
      const sink = new MetaPixelSink({ adapter: 'meta-pixel', pixelId: undefined }, { target: network.window });
      expect(() => {
        sink.track(CUSTOM);
        sink.track(PURCHASE);
      }).not.toThrow();
      expect(consoleError).toHaveBeenCalledTimes(1);
      expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Meta pixel'), failure);
    });
  });

  describe('with a pixel id', () => {
    it('touches nothing until the page is idle: no fbq, no script, no request', async () => {
      const network = page();
      const pixel = shellLoadedPixel(network);
      pixel.sink.track(CUSTOM);
      await nextTask();
      expect(network.window.fbq).toBeUndefined();
      expect(network.scripts).toEqual([]);
      expect(network.requests).toEqual([]);
    });

    it("then installs Meta's queueing fbq, calls init with the pixel id, and injects fbevents.js once, async", async () => {
      const network = page();
      const pixel = shellLoadedPixel(network);
      pixel.pageBecomesIdle();
      await nextTask();

      const fbq = network.window.fbq as Fbq;
      expect(typeof fbq).toBe('function');
      expect(network.window._fbq).toBe(fbq);
      expect(fbq.push).toBe(fbq);
      expect({ loaded: fbq.loaded, version: fbq.version }).toEqual({ loaded: true, version: '2.0' });
      expect(fbq.queue).toEqual([['init', PIXEL_ID]]);
      expect(network.scripts).toEqual([FBEVENTS_URL]);
      expect(network.window.document.querySelector('script')?.async).toBe(true);
      expect(network.requests).toEqual([FBEVENTS_URL]);
      expect(FBEVENTS_URL).toBe('https://connect.facebook.net/en_US/fbevents.js');
    });

    it('events wait for fbevents.js, then follow init, in order', async () => {
      const network = page();
      const pixel = shellLoadedPixel(network);
      pixel.sink.track(CUSTOM);
      pixel.pageBecomesIdle();
      pixel.sink.track(PURCHASE);
      await pixel.fbeventsArrives();
      expect(pixel.received).toEqual([
        ['init', PIXEL_ID],
        ['trackCustom', 'Sample Event', CUSTOM.properties],
        ['track', 'Purchase', PURCHASE.properties],
      ]);
    });

    it('by default starts loading once the page has loaded and is idle', async () => {
      const network = page();
      // One of the page's own scripts is still downloading, so the page has not loaded yet.
      const appScript = network.window.document.createElement('script');
      appScript.async = true;
      appScript.src = 'https://shell.example/assets/app.js';
      network.window.document.head.append(appScript);
      new MetaPixelSink({ adapter: 'meta-pixel', pixelId: PIXEL_ID }, { target: network.window });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(network.window.fbq).toBeUndefined();

      await network.respond('https://shell.example/assets/app.js');
      await vi.waitFor(() => expect(network.requests).toContain(FBEVENTS_URL));
      expect((network.window.fbq as Fbq).queue).toEqual([['init', PIXEL_ID]]);
    });

    it('leaves a page that already has fbq alone: no second init, no second fbevents.js, and events go to that fbq', async () => {
      const network = page();
      const existing: FbqCall[] = [];
      const fbq: Fbq = (...args: unknown[]) => existing.push(args);
      network.window.fbq = fbq;
      const pixel = shellLoadedPixel(network);
      pixel.sink.track(CUSTOM);
      pixel.pageBecomesIdle();
      await nextTask();
      pixel.sink.track(PURCHASE);
      await nextTask();

      expect(network.window.fbq).toBe(fbq);
      expect(network.scripts).toEqual([]);
      expect(network.requests).toEqual([]);
      expect(existing).toEqual([
        ['trackCustom', 'Sample Event', CUSTOM.properties],
        ['track', 'Purchase', PURCHASE.properties],
      ]);
    });

    it('when fbevents.js is blocked: logged once, naming the Meta pixel, events dropped, nothing thrown', async () => {
      const network = page();
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const pixel = shellLoadedPixel(network);
      pixel.sink.track(CUSTOM);
      pixel.pageBecomesIdle();
      await network.block(FBEVENTS_URL);
      expect(() => pixel.sink.track(PURCHASE)).not.toThrow();
      await nextTask();

      expect(pixel.sink.state).toBe('failed');
      expect(consoleError).toHaveBeenCalledTimes(1);
      expect(consoleError.mock.calls[0]?.[0]).toContain('Meta pixel could not be loaded');
      // Only init ever reached the stub; the events were never handed to a pixel that will not come.
      expect((network.window.fbq as Fbq).queue).toEqual([['init', PIXEL_ID]]);
      expect(pixel.received).toEqual([]);
    });
  });
});
