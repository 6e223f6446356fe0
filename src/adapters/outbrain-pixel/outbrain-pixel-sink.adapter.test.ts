import { describe, expect, it, onTestFinished } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import { describeNoConsentCallConformance } from '../../testing/conformance/no-consent-call.conformance';
import { describePixelSinkConformance } from '../../testing/conformance/pixel-sink.conformance';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { OUTBRAIN_PIXEL_URL, type ObApi } from './ob-api';
import { startOutbrainPixel } from './outbrain-pixel-sink.adapter';
import { outbrainPixel } from './outbrain-pixel.vendor';

const MARKETER_ID = '00bfab0c4ef685500d32bd9ae3f1d27ab2';

type ObCall = unknown[];

/** What obtp.js does when it runs: handles each call from now on, and replays the queued ones. */
function fakeObtpJs(page: Window, received: ObCall[]) {
  return () => {
    const obApi = page.obApi as ObApi;
    obApi.dispatch = (...args: unknown[]) => void received.push(args);
    for (const call of obApi.queue?.splice(0) ?? []) received.push(call);
  };
}

function outbrainOnPage(visitor: FakeAdapterContext = fakeAdapterContext({ marketing: 'granted' })) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: ObCall[] = [];
  return {
    network,
    visitor,
    received,
    start: () => startOutbrainPixel({ marketerId: MARKETER_ID }, visitor.context, network.window),
    obtpArrives: () => network.respond(OUTBRAIN_PIXEL_URL, fakeObtpJs(network.window, received)),
  };
}

const eventsIn = (calls: readonly ObCall[]): AnalyticsEvent[] =>
  calls
    .filter(([method, name]) => method === 'track' && name !== 'PAGE_VIEW')
    .map(([, name, properties]) => ({ name: name as string, properties: properties as AnalyticsEvent['properties'] }));

describePixelSinkConformance(
  'Outbrain Pixel',
  () => {
    const page = outbrainOnPage();
    return {
      vendor: outbrainPixel.label,
      make: page.start,
      received: () => eventsIn(page.received),
      finishLoading: page.obtpArrives,
      blockVendor: () => page.network.block(OUTBRAIN_PIXEL_URL),
      breakVendor: () => {
        page.network.window.obApi = () => {
          throw new TypeError('obtp.js failed');
        };
      },
    };
  },
  { vendorLoadsLater: true, canBlockVendor: true, canBreakVendor: true },
);

describe("Outbrain's base code, as code", () => {
  it('an obApi with the marketer id and an empty queue, then obtp.js once, async; no PAGE_VIEW of its own', async () => {
    const { network, start, obtpArrives, received } = outbrainOnPage();
    const starting = start();
    await nextTask();
    expect([network.window.obApi?.marketerId, network.window.obApi?.queue]).toEqual([MARKETER_ID, []]);
    expect(network.scripts).toEqual(['https://amplify.outbrain.com/cp/obtp.js']);
    expect(network.window.document.querySelector('script')?.async).toBe(true);
    await obtpArrives();
    (await starting).page?.({ path: '/', search: '', url: 'https://shell.example/', title: 'Home' });
    expect(received).toEqual([['track', 'PAGE_VIEW']]);
  });

  it('a page that has its own obApi keeps it, with our marketer id added beside its own', async () => {
    const { network, start } = outbrainOnPage();
    const own = Object.assign(() => {}, { marketerId: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', queue: [] });
    network.window.obApi = own;
    void start();
    await nextTask();
    expect(network.window.obApi).toBe(own);
    expect(own.marketerId).toEqual(['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', MARKETER_ID]);
  });
});

describeNoConsentCallConformance(
  outbrainPixel,
  (visitor) => {
    const { network, start, obtpArrives } = outbrainOnPage(visitor);
    return { network, start, scriptArrives: obtpArrives, scriptUrl: OUTBRAIN_PIXEL_URL };
  },
  { namedInSignal: 'Outbrain' },
);
