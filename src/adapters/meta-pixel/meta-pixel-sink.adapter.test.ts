import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import { behindPipeline, couldNotBeLoaded } from '../../testing/conformance/behind-pipeline';
import { describePixelSinkConformance } from '../../testing/conformance/pixel-sink.conformance';
import { fakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { FBEVENTS_URL, type Fbq } from './fbq';
import { reportToPixel, startMetaPixel } from './meta-pixel-sink.adapter';
import { metaPixel } from './meta-pixel.vendor';

const PIXEL_ID = '1234567890123';
const PURCHASE: AnalyticsEvent = { name: 'Purchase', properties: { currentPage: '/checkout', value: 42, currency: 'EUR' } };
const CUSTOM: AnalyticsEvent = { name: 'Sample Event', properties: { currentPage: '/', source: 'demo' } };

type FbqCall = unknown[];

/** Marketing granted, as the pipeline makes the sink only then. */
const granted = () => fakeAdapterContext({ marketing: 'granted' }).context;
const GRANT: FbqCall = ['consent', 'grant'];

/** The events among fbq calls, in the port's terms. */
const eventsIn = (calls: readonly FbqCall[]): AnalyticsEvent[] =>
  calls
    .filter(([command]) => command === 'track' || command === 'trackCustom')
    .map(([, name, properties]) => ({ name: name as string, properties: properties as AnalyticsEvent['properties'] }));

/** An fbq of the page's own (a tag manager's) that records what it is called with. */
function recordingFbq() {
  const calls: FbqCall[] = [];
  const fbq: Fbq = (...args: unknown[]) => calls.push(args);
  return { fbq, calls };
}

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

/** A pixel the shell loads itself (VITE_META_PIXEL_ID): what fbevents.js receives once it has arrived. */
function shellLoadedPixel(network: FakeScriptNetwork) {
  const received: FbqCall[] = [];
  return {
    received,
    make: () => startMetaPixel({ pixelId: PIXEL_ID }, granted(), network.window),
    fbeventsArrives: () => network.respond(FBEVENTS_URL, fakeFbevents(network.window, received)),
  };
}

describePixelSinkConformance(
  'Meta pixel, loaded by the shell with a pixel id',
  () => {
    const network = new FakeScriptNetwork();
    const pixel = shellLoadedPixel(network);
    return {
      vendor: metaPixel.label,
      make: pixel.make,
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
  'Meta pixel, forwarding to the fbq already on the page',
  () => {
    const network = new FakeScriptNetwork();
    const { fbq, calls } = recordingFbq();
    network.window.fbq = fbq;
    return {
      vendor: metaPixel.label,
      make: () => startMetaPixel({ pixelId: undefined }, granted(), network.window),
      received: () => eventsIn(calls),
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

describe('reportToPixel: standard and custom events', () => {
  it.each(['Purchase', 'Lead', 'AddToCart', 'CompleteRegistration', 'ViewContent', 'PageView'])(
    "sends Meta's standard event %s through fbq('track')",
    (name) => {
      const { fbq, calls } = recordingFbq();
      reportToPixel(fbq, { name, properties: { currentPage: '/' } });
      expect(calls).toEqual([['track', name, { currentPage: '/' }]]);
    },
  );

  it.each(['Sample Event', 'purchase', 'Signed Up', 'PURCHASE', 'Purchase '])(
    "sends any other name, %j included, through fbq('trackCustom')",
    (name) => {
      const { fbq, calls } = recordingFbq();
      reportToPixel(fbq, { name, properties: { currentPage: '/' } });
      expect(calls).toEqual([['trackCustom', name, { currentPage: '/' }]]);
    },
  );

  it("sends an event the tracking plan maps to a standard event under that name, through fbq('track') (issue 23 §3)", () => {
    const { fbq, calls } = recordingFbq();
    reportToPixel(fbq, { name: 'Demo Requested', properties: { currentPage: '/' }, planned: { 'meta-pixel': { event: 'Lead' } } });
    reportToPixel(fbq, { name: 'Demo Requested', properties: { currentPage: '/' }, planned: { 'tiktok-pixel': { event: 'SubmitForm' } } });
    expect(calls).toEqual([
      ['track', 'Lead', { currentPage: '/' }],
      ['trackCustom', 'Demo Requested', { currentPage: '/' }],
    ]);
  });

  it('sends the same properties, currentPage included, as a copy the caller can no longer change', () => {
    const { fbq, calls } = recordingFbq();
    const properties: Record<string, unknown> = { currentPage: '/checkout', value: 42, currency: 'EUR' };
    reportToPixel(fbq, { name: 'Purchase', properties });
    properties.value = 0;
    expect(calls).toEqual([['track', 'Purchase', { currentPage: '/checkout', value: 42, currency: 'EUR' }]]);
  });
});

describe('Meta pixel without a pixel id: the page’s own fbq, whenever it is there', () => {
  it('an fbq present at the moment of the event receives it, at once', async () => {
    const network = page();
    const { fbq, calls } = recordingFbq();
    network.window.fbq = fbq;
    const sink = await startMetaPixel({ pixelId: undefined }, granted(), network.window);
    sink.track(PURCHASE);
    sink.track(CUSTOM);
    expect(calls).toEqual([GRANT, ['track', 'Purchase', PURCHASE.properties], ['trackCustom', 'Sample Event', CUSTOM.properties]]);
  });

  it('an fbq added after the shell started receives the next event, and not the ones from before it was there', async () => {
    const network = page();
    const sink = await startMetaPixel({ pixelId: undefined }, granted(), network.window);
    sink.track({ name: 'Too Early', properties: { currentPage: '/' } });
    const { fbq, calls } = recordingFbq();
    network.window.fbq = fbq;
    sink.track(PURCHASE);
    expect(calls).toEqual([GRANT, ['track', 'Purchase', PURCHASE.properties]]);
  });

  it('an fbq removed again receives nothing more, and one put back receives the next event', async () => {
    const network = page();
    const { fbq, calls } = recordingFbq();
    network.window.fbq = fbq;
    const sink = await startMetaPixel({ pixelId: undefined }, granted(), network.window);
    sink.track(CUSTOM);
    delete network.window.fbq;
    expect(() => sink.track({ name: 'While Gone', properties: { currentPage: '/' } })).not.toThrow();
    network.window.fbq = fbq;
    sink.track(PURCHASE);
    expect(eventsIn(calls).map((event) => event.name)).toEqual(['Sample Event', 'Purchase']);
  });

  it('with no fbq at all, behind the shell’s pipeline: nothing thrown, nothing logged, nothing loaded', async () => {
    const network = page();
    const consoleError = vi.spyOn(console, 'error');
    const consoleWarn = vi.spyOn(console, 'warn');
    const pipeline = behindPipeline(metaPixel.label, () => startMetaPixel({ pixelId: undefined }, granted(), network.window));
    expect(() => {
      pipeline.deliver((sink) => sink.track(CUSTOM));
      pipeline.deliver((sink) => sink.track(PURCHASE));
    }).not.toThrow();
    await nextTask();
    expect(() => pipeline.deliver((sink) => sink.track(CUSTOM))).not.toThrow();
    expect(network.window.fbq).toBeUndefined();
    expect(network.scripts).toEqual([]);
    expect(network.requests).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
  });
});

describe('Meta pixel with a pixel id: loaded by the shell', () => {
  it("installs Meta's queueing fbq, calls init with the pixel id, and injects fbevents.js once, async", async () => {
    const network = page();
    void shellLoadedPixel(network).make();
    await nextTask();

    const fbq = network.window.fbq as Fbq;
    expect(typeof fbq).toBe('function');
    expect(network.window._fbq).toBe(fbq);
    expect(fbq.push).toBe(fbq);
    expect({ loaded: fbq.loaded, version: fbq.version }).toEqual({ loaded: true, version: '2.0' });
    expect(fbq.queue).toEqual([GRANT, ['init', PIXEL_ID]]);
    expect(network.scripts).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    expect(network.window.document.querySelector('script')?.async).toBe(true);
    expect(network.requests).toEqual([FBEVENTS_URL]);
  });

  it('is ready only once fbevents.js has run; events tracked meanwhile follow init, in order', async () => {
    const network = page();
    const pixel = shellLoadedPixel(network);
    let ready = false;
    const pipeline = behindPipeline(metaPixel.label, () => pixel.make().finally(() => (ready = true)));
    pipeline.deliver((sink) => sink.track(CUSTOM));
    pipeline.deliver((sink) => sink.track(PURCHASE));
    await nextTask();
    expect(ready).toBe(false);

    await pixel.fbeventsArrives();
    expect(ready).toBe(true);
    expect(pixel.received).toEqual([
      GRANT,
      ['init', PIXEL_ID],
      ['trackCustom', 'Sample Event', CUSTOM.properties],
      ['track', 'Purchase', PURCHASE.properties],
    ]);
  });

  it('leaves a page that already has fbq alone: no second init, no fbevents.js, ready at once, and events go to that fbq', async () => {
    const network = page();
    const { fbq, calls } = recordingFbq();
    network.window.fbq = fbq;
    const sink = await shellLoadedPixel(network).make();
    sink.track(CUSTOM);
    sink.track(PURCHASE);

    expect(network.window.fbq).toBe(fbq);
    expect(network.scripts).toEqual([]);
    expect(network.requests).toEqual([]);
    expect(calls).toEqual([GRANT, ['trackCustom', 'Sample Event', CUSTOM.properties], ['track', 'Purchase', PURCHASE.properties]]);
  });

  it('rejects when fbevents.js is blocked, naming the script', async () => {
    const network = page();
    const made = expect(shellLoadedPixel(network).make()).rejects.toEqual(new Error(`could not load ${FBEVENTS_URL}`));
    await network.block(FBEVENTS_URL);
    await made;
  });

  it('when fbevents.js is blocked, behind the shell’s pipeline: logged once, naming the Meta pixel, events dropped, nothing thrown', async () => {
    const network = page();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pixel = shellLoadedPixel(network);
    const pipeline = behindPipeline(metaPixel.label, pixel.make);
    pipeline.deliver((sink) => sink.track(CUSTOM));
    await network.block(FBEVENTS_URL);
    expect(() => pipeline.deliver((sink) => sink.track(PURCHASE))).not.toThrow();
    await nextTask();

    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]?.[0]).toBe(couldNotBeLoaded('Meta pixel'));
    // Only init ever reached the stub; the events were never handed to a pixel that will not come.
    expect((network.window.fbq as Fbq).queue).toEqual([GRANT, ['init', PIXEL_ID]]);
    expect(pixel.received).toEqual([]);
  });
});

describe("Meta pixel consent: fbq('consent', 'grant' | 'revoke') following `marketing`", () => {
  it('a US opt-out (or GPC): Limited Data Use before the revoke, lifted when the visitor opts back in (issue 33 §2)', async () => {
    const network = page();
    const visitor = fakeAdapterContext({ marketing: 'granted' });
    const received: FbqCall[] = [];
    const making = startMetaPixel({ pixelId: PIXEL_ID }, visitor.context, network.window);
    await network.respond(FBEVENTS_URL, fakeFbevents(network.window, received));
    const sink = await making;
    sink.track(CUSTOM);
    visitor.set('marketing', 'denied', true);
    visitor.set('marketing', 'granted');

    expect(received).toEqual([
      ['consent', 'grant'],
      ['init', PIXEL_ID],
      ['trackCustom', 'Sample Event', CUSTOM.properties],
      ['dataProcessingOptions', ['LDU'], 0, 0],
      ['consent', 'revoke'],
      ['dataProcessingOptions', []],
      ['consent', 'grant'],
    ]);
  });

  it('a refusal that is no US opt-out (opt-in, notice) is a revoke alone', async () => {
    const network = page();
    const visitor = fakeAdapterContext({ marketing: 'granted' });
    const received: FbqCall[] = [];
    const making = startMetaPixel({ pixelId: PIXEL_ID }, visitor.context, network.window);
    await network.respond(FBEVENTS_URL, fakeFbevents(network.window, received));
    await making;
    visitor.set('marketing', 'denied');
    expect(received.filter(([command]) => command === 'dataProcessingOptions')).toEqual([]);
  });

  it("the shell's own pixel: consent before init, the events after; a withdrawal revokes, a new grant grants, each said once", async () => {
    const network = page();
    const visitor = fakeAdapterContext({ marketing: 'granted' });
    const received: FbqCall[] = [];
    const making = startMetaPixel({ pixelId: PIXEL_ID }, visitor.context, network.window);
    await network.respond(FBEVENTS_URL, fakeFbevents(network.window, received));
    const sink = await making;
    sink.track(CUSTOM);
    visitor.set('marketing', 'denied');
    visitor.set('marketing', 'granted');
    sink.track(PURCHASE);

    expect(received).toEqual([
      ['consent', 'grant'],
      ['init', PIXEL_ID],
      ['trackCustom', 'Sample Event', CUSTOM.properties],
      ['consent', 'revoke'],
      ['consent', 'grant'],
      ['track', 'Purchase', PURCHASE.properties],
    ]);
    expect(visitor.consentSent).toEqual(['fbq consent grant', 'fbq consent revoke', 'fbq consent grant']);
  });

  it('withdrawn while fbevents.js is still on its way: the revoke is queued after init, in order', async () => {
    const network = page();
    const visitor = fakeAdapterContext({ marketing: 'granted' });
    const received: FbqCall[] = [];
    const making = startMetaPixel({ pixelId: PIXEL_ID }, visitor.context, network.window);
    await nextTask();
    visitor.set('marketing', 'denied');
    await network.respond(FBEVENTS_URL, fakeFbevents(network.window, received));
    await making;
    expect(received).toEqual([
      ['consent', 'grant'],
      ['init', PIXEL_ID],
      ['consent', 'revoke'],
    ]);
  });

  it("the page's own pixel: granted before its first event, revoked on withdrawal; a pixel added later is granted before its first event too", async () => {
    const network = page();
    const visitor = fakeAdapterContext({ marketing: 'granted' });
    const first = recordingFbq();
    network.window.fbq = first.fbq;
    const sink = await startMetaPixel({ pixelId: undefined }, visitor.context, network.window);
    expect(first.calls).toEqual([]);
    sink.track(CUSTOM);
    sink.track(PURCHASE);
    visitor.set('marketing', 'denied');
    expect(first.calls).toEqual([
      GRANT,
      ['trackCustom', 'Sample Event', CUSTOM.properties],
      ['track', 'Purchase', PURCHASE.properties],
      ['consent', 'revoke'],
    ]);

    visitor.set('marketing', 'granted');
    expect(first.calls.at(-1)).toEqual(GRANT);
    const second = recordingFbq();
    network.window.fbq = second.fbq;
    sink.track(PURCHASE);
    expect(second.calls).toEqual([GRANT, ['track', 'Purchase', PURCHASE.properties]]);
    expect(visitor.consentSent).toEqual(['fbq consent grant', 'fbq consent revoke', 'fbq consent grant', 'fbq consent grant']);
  });

  it('no pixel on the page: a change of mind tells nobody and throws nothing', async () => {
    const network = page();
    const visitor = fakeAdapterContext({ marketing: 'granted' });
    await startMetaPixel({ pixelId: undefined }, visitor.context, network.window);
    expect(() => visitor.set('marketing', 'denied')).not.toThrow();
    expect(visitor.consentSent).toEqual([]);
  });
});
