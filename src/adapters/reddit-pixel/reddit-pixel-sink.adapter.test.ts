import { describe, expect, it, onTestFinished } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import { describeNoConsentCallConformance } from '../../testing/conformance/no-consent-call.conformance';
import { describePixelSinkConformance } from '../../testing/conformance/pixel-sink.conformance';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { startRedditPixel } from './reddit-pixel-sink.adapter';
import { redditPixel } from './reddit-pixel.vendor';
import { REDDIT_PIXEL_URL, type Rdt } from './rdt';

const PIXEL_ID = 'a2_abc123xyz';

type RdtCall = unknown[];

/** What pixel.js does when it runs: handles each request from now on, and replays the queued ones. */
function fakePixelJs(page: Window, received: RdtCall[]) {
  return () => {
    const rdt = page.rdt as Rdt;
    rdt.sendEvent = (...args: unknown[]) => void received.push(args);
    for (const call of rdt.callQueue?.splice(0) ?? []) received.push(call);
  };
}

function redditOnPage(visitor: FakeAdapterContext = fakeAdapterContext({ marketing: 'granted' })) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: RdtCall[] = [];
  return {
    network,
    visitor,
    received,
    start: () => startRedditPixel({ pixelId: PIXEL_ID }, visitor.context, network.window),
    pixelJsArrives: () => network.respond(REDDIT_PIXEL_URL, fakePixelJs(network.window, received)),
  };
}

/** The named events among rdt's calls, in the port's terms: a `Custom` one by its customEventName, with the rest as its properties. */
const eventsIn = (calls: readonly RdtCall[]): AnalyticsEvent[] =>
  calls
    .filter(([method, name]) => method === 'track' && name !== 'PageVisit')
    .map(([, name, data]) => {
      const { customEventName, ...properties } = data as Record<string, unknown>;
      return { name: (name === 'Custom' ? customEventName : name) as string, properties: properties as AnalyticsEvent['properties'] };
    });

describePixelSinkConformance(
  'Reddit Pixel',
  () => {
    const page = redditOnPage();
    return {
      vendor: redditPixel.label,
      make: page.start,
      received: () => eventsIn(page.received),
      finishLoading: page.pixelJsArrives,
      blockVendor: () => page.network.block(REDDIT_PIXEL_URL),
      breakVendor: () => {
        (page.network.window.rdt as Rdt).sendEvent = () => {
          throw new TypeError('pixel.js failed');
        };
      },
    };
  },
  { vendorLoadsLater: true, canBlockVendor: true, canBreakVendor: true },
);

describe("Reddit's base code, as code", () => {
  it('queues init with the pixel id, then injects pixel.js once, async, and no page view of its own', async () => {
    const { network, start, pixelJsArrives, received } = redditOnPage();
    const starting = start();
    await nextTask();
    expect(network.window.rdt?.callQueue).toEqual([['init', PIXEL_ID]]);
    expect(network.scripts).toEqual(['https://www.redditstatic.com/ads/pixel.js']);
    expect(network.window.document.querySelector('script')?.async).toBe(true);
    await pixelJsArrives();
    (await starting).page?.({ path: '/', search: '', url: 'https://shell.example/', title: 'Home' });
    expect(received).toEqual([
      ['init', PIXEL_ID],
      ['track', 'PageVisit'],
    ]);
  });
});

describe('Reddit’s event names', () => {
  it('a standard event goes under its name; any other as Custom, with its customEventName', async () => {
    const { start, pixelJsArrives, received } = redditOnPage();
    const starting = start();
    await pixelJsArrives();
    const sink = await starting;
    sink.track({ name: 'SignUp', properties: { currentPage: '/join' } });
    sink.track({ name: 'Sample Event', properties: { currentPage: '/' } });
    expect(received.slice(1)).toEqual([
      ['track', 'SignUp', { currentPage: '/join' }],
      ['track', 'Custom', { currentPage: '/', customEventName: 'Sample Event' }],
    ]);
  });
});

describeNoConsentCallConformance(
  redditPixel,
  (visitor) => {
    const { network, start, pixelJsArrives } = redditOnPage(visitor);
    return { network, start, scriptArrives: pixelJsArrives, scriptUrl: REDDIT_PIXEL_URL };
  },
  { namedInSignal: 'Reddit' },
);
