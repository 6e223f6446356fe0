import { describe, expect, it, onTestFinished } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import { describeNoConsentCallConformance } from '../../testing/conformance/no-consent-call.conformance';
import { describePixelSinkConformance } from '../../testing/conformance/pixel-sink.conformance';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { startSnapPixel } from './snap-pixel-sink.adapter';
import { snapPixel } from './snap-pixel.vendor';
import { SNAP_EVENTS_URL, type Snaptr } from './snaptr';

const PIXEL_ID = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';

type SnaptrCall = unknown[];

/** What scevent.min.js does when it runs: handles each request from now on, and replays the queued ones. */
function fakeEventsJs(page: Window, received: SnaptrCall[]) {
  return () => {
    const snaptr = page.snaptr as Snaptr;
    snaptr.handleRequest = (...args: unknown[]) => void received.push(args);
    for (const call of snaptr.queue?.splice(0) ?? []) received.push(call);
  };
}

function snapOnPage(visitor: FakeAdapterContext = fakeAdapterContext({ marketing: 'granted' })) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: SnaptrCall[] = [];
  return {
    network,
    visitor,
    received,
    start: () => startSnapPixel({ pixelId: PIXEL_ID }, visitor.context, network.window),
    eventsJsArrives: () => network.respond(SNAP_EVENTS_URL, fakeEventsJs(network.window, received)),
  };
}

const eventsIn = (calls: readonly SnaptrCall[]): AnalyticsEvent[] =>
  calls
    .filter(([method]) => method === 'track')
    .map(([, name, properties]) => ({ name: name as string, properties: properties as AnalyticsEvent['properties'] }));

describePixelSinkConformance(
  'Snap Pixel',
  () => {
    const page = snapOnPage();
    return {
      vendor: snapPixel.label,
      make: page.start,
      received: () => eventsIn(page.received),
      finishLoading: page.eventsJsArrives,
      blockVendor: () => page.network.block(SNAP_EVENTS_URL),
      breakVendor: () => {
        (page.network.window.snaptr as Snaptr).handleRequest = () => {
          throw new TypeError('scevent.min.js failed');
        };
      },
    };
  },
  { vendorLoadsLater: true, canBlockVendor: true, canBreakVendor: true },
);

describe("Snap's base code, as code", () => {
  it('queues init with the pixel id, then injects scevent.min.js once, async, and no page view of its own', async () => {
    const { network, start, eventsJsArrives, received } = snapOnPage();
    const starting = start();
    await nextTask();
    expect(network.window.snaptr?.queue).toEqual([['init', PIXEL_ID, {}]]);
    expect(network.scripts).toEqual(['https://sc-static.net/scevent.min.js']);
    expect(network.window.document.querySelector('script')?.async).toBe(true);
    await eventsJsArrives();
    (await starting).page?.({ path: '/', search: '', url: 'https://shell.example/', title: 'Home' });
    expect(received).toEqual([
      ['init', PIXEL_ID, {}],
      ['track', 'PAGE_VIEW'],
    ]);
  });
});

describeNoConsentCallConformance(
  snapPixel,
  (visitor) => {
    const { network, start, eventsJsArrives } = snapOnPage(visitor);
    return { network, start, scriptArrives: eventsJsArrives, scriptUrl: SNAP_EVENTS_URL };
  },
  { namedInSignal: 'Snap' },
);
