import { describe, expect, it, onTestFinished } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import { describeNoConsentCallConformance } from '../../testing/conformance/no-consent-call.conformance';
import { describePixelSinkConformance } from '../../testing/conformance/pixel-sink.conformance';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { startPinterestTag } from './pinterest-tag-pixel-sink.adapter';
import { pinterestTag } from './pinterest-tag.vendor';
import { PINTEREST_CORE_URL, type Pintrk } from './pintrk';

const TAG_ID = '2612345678901';

type PintrkCall = unknown[];

/** What core.js does when it runs: replays the queued calls and takes pintrk over. */
function fakeCoreJs(page: Window, received: PintrkCall[]) {
  return () => {
    for (const call of page.pintrk?.queue ?? []) received.push(call);
    page.pintrk = ((...args: unknown[]) => void received.push(args)) as Pintrk;
  };
}

function pinterestOnPage(visitor: FakeAdapterContext = fakeAdapterContext({ marketing: 'granted' })) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: PintrkCall[] = [];
  return {
    network,
    visitor,
    received,
    start: () => startPinterestTag({ tagId: TAG_ID }, visitor.context, network.window),
    coreArrives: () => network.respond(PINTEREST_CORE_URL, fakeCoreJs(network.window, received)),
  };
}

const eventsIn = (calls: readonly PintrkCall[]): AnalyticsEvent[] =>
  calls
    .filter(([method]) => method === 'track')
    .map(([, name, properties]) => ({ name: name as string, properties: properties as AnalyticsEvent['properties'] }));

describePixelSinkConformance(
  'Pinterest Tag',
  () => {
    const page = pinterestOnPage();
    return {
      vendor: pinterestTag.label,
      make: page.start,
      received: () => eventsIn(page.received),
      finishLoading: page.coreArrives,
      blockVendor: () => page.network.block(PINTEREST_CORE_URL),
      breakVendor: () => {
        page.network.window.pintrk = () => {
          throw new TypeError('core.js failed');
        };
      },
    };
  },
  { vendorLoadsLater: true, canBlockVendor: true, canBreakVendor: true },
);

describe("Pinterest's base code, as code", () => {
  it('queues load with the tag id, then injects core.js once, async, and no page() of its own', async () => {
    const { network, start, coreArrives, received } = pinterestOnPage();
    const starting = start();
    await nextTask();
    expect(network.window.pintrk?.queue).toEqual([['load', TAG_ID]]);
    expect(network.scripts).toEqual(['https://s.pinimg.com/ct/core.js']);
    expect(network.window.document.querySelector('script')?.async).toBe(true);
    await coreArrives();
    (await starting).page?.({ path: '/', search: '', url: 'https://shell.example/', title: 'Home' });
    expect(received).toEqual([['load', TAG_ID], ['page']]);
  });
});

describeNoConsentCallConformance(
  pinterestTag,
  (visitor) => {
    const { network, start, coreArrives } = pinterestOnPage(visitor);
    return { network, start, scriptArrives: coreArrives, scriptUrl: PINTEREST_CORE_URL };
  },
  { namedInSignal: 'Pinterest' },
);
