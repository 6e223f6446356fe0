import { describe, expect, it, onTestFinished } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import { describeNoConsentCallConformance } from '../../testing/conformance/no-consent-call.conformance';
import { describePixelSinkConformance } from '../../testing/conformance/pixel-sink.conformance';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { startHubSpot } from './hubspot-pixel-sink.adapter';
import { hubspot, type HubSpotRegion } from './hubspot.vendor';
import { hubspotLoaderUrl } from './hsq';

const HUB_ID = '12345678';
const LOADER = hubspotLoaderUrl(HUB_ID, 'na1');

/** The conformance suite's event names, and this file's, each mapped to a custom behavioral event's internal name. */
const SHELL_EVENTS = [
  'Sample Event',
  'First',
  'Second',
  'Third',
  'Early One',
  'Early Two',
  'Late',
  'Checkout',
  'Before Block',
  ...[0, 1, 2, 3, 4].flatMap((i) => [`After Block ${i}`, `Broken ${i}`]),
  'Sign Up',
];
const internalName = (event: string) => `pe${HUB_ID}_${event.toLowerCase().replaceAll(' ', '_')}`;
const EVENTS = Object.fromEntries(SHELL_EVENTS.map((event) => [event, internalName(event)]));
const eventOf = new Map(SHELL_EVENTS.map((event) => [internalName(event), event]));

type HsqCall = unknown[];

/** What the loader does when it runs: replays `_hsq` and takes its push over. */
function fakeLoader(page: Window, received: HsqCall[], bannerOffBeforeLoad: boolean[]) {
  return () => {
    bannerOffBeforeLoad.push(page.disableHubSpotCookieBanner === true);
    const hsq = page._hsq as HsqCall[];
    for (const call of hsq.splice(0)) received.push(call);
    hsq.push = (...calls: HsqCall[]) => received.push(...calls);
  };
}

function hubspotOnPage(
  visitor: FakeAdapterContext = fakeAdapterContext({ marketing: 'granted' }),
  events = EVENTS,
  region: HubSpotRegion = 'na1',
) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: HsqCall[] = [];
  const bannerOffBeforeLoad: boolean[] = [];
  return {
    network,
    visitor,
    received,
    bannerOffBeforeLoad,
    start: () => startHubSpot({ hubId: HUB_ID, events, region }, visitor.context, network.window),
    loaderArrives: () => network.respond(hubspotLoaderUrl(HUB_ID, region), fakeLoader(network.window, received, bannerOffBeforeLoad)),
  };
}

const eventsIn = (calls: readonly HsqCall[]): AnalyticsEvent[] =>
  calls
    .filter(([method]) => method === 'trackCustomBehavioralEvent')
    .map(([, payload]) => {
      const { name, properties } = payload as { name: string; properties: AnalyticsEvent['properties'] };
      return { name: eventOf.get(name) ?? name, properties };
    });

describePixelSinkConformance(
  'HubSpot',
  () => {
    const page = hubspotOnPage();
    return {
      vendor: hubspot.label,
      make: page.start,
      received: () => eventsIn(page.received),
      finishLoading: page.loaderArrives,
      blockVendor: () => page.network.block(LOADER),
      breakVendor: () => {
        (page.network.window._hsq as HsqCall[]).push = () => {
          throw new TypeError('the tracking code failed');
        };
      },
    };
  },
  { vendorLoadsLater: true, canBlockVendor: true, canBreakVendor: true },
);

const view = (path: string, search = ''): PageView => ({ path, search, url: `https://shell.example${path}${search}`, title: 'Page' });

describe("HubSpot's tracking code, as code", () => {
  it('switches HubSpot’s own banner off before its loader, which it injects once, async, with the snippet’s id', async () => {
    const { network, start, loaderArrives, bannerOffBeforeLoad } = hubspotOnPage();
    const starting = start();
    await nextTask();
    expect(network.window.disableHubSpotCookieBanner).toBe(true);
    expect(network.scripts).toEqual(['https://js.hs-scripts.com/12345678.js']);
    const script = network.window.document.querySelector('script');
    expect([script?.async, script?.id]).toEqual([true, 'hs-script-loader']);
    await loaderArrives();
    await starting;
    expect(bannerOffBeforeLoad).toEqual([true]);
  });

  it('an EU1 account’s tracking code loads from js-eu1.hs-scripts.com, and is told its page views there as anywhere', async () => {
    const { network, start, loaderArrives, received } = hubspotOnPage(undefined, undefined, 'eu1');
    const starting = start();
    await nextTask();
    expect(network.scripts).toEqual(['https://js-eu1.hs-scripts.com/12345678.js']);
    await loaderArrives();
    const sink = await starting;
    sink.page(view('/'));
    sink.page(view('/pricing'));
    expect(received).toEqual([['setPath', '/pricing'], ['trackPageView']]);
  });

  it('sends no page view for the page it loaded on (it counts that itself), then setPath and trackPageView for each later one', async () => {
    const { start, loaderArrives, received } = hubspotOnPage();
    const starting = start();
    await loaderArrives();
    const sink = await starting;
    sink.page(view('/'), { occurredAt: new Date(Date.now() - 1000) });
    expect(received).toEqual([]);
    sink.page(view('/pricing', '?plan=pro'));
    sink.page(view('/'));
    expect(received).toEqual([['setPath', '/pricing?plan=pro'], ['trackPageView'], ['setPath', '/'], ['trackPageView']]);
  });

  it('of the page views held from before it loaded, sends none but the page the visitor is on', async () => {
    const { network, start, loaderArrives, received } = hubspotOnPage();
    const starting = start();
    await loaderArrives();
    const sink = await starting;
    network.window.history.pushState({}, '', '/pricing');
    const before = { occurredAt: new Date(Date.now() - 1000) };
    for (const path of ['/', '/about', '/pricing']) sink.page(view(path), before);
    expect(received).toEqual([['setPath', '/pricing'], ['trackPageView']]);
  });

  it('a mapped event is its custom behavioral event, by internal name, with its properties; any other is not sent', async () => {
    const { start, loaderArrives, received } = hubspotOnPage(undefined, { 'Sign Up': 'pe12345678_sign_up' });
    const starting = start();
    await loaderArrives();
    const sink = await starting;
    sink.track({ name: 'Sign Up', properties: { currentPage: '/', plan: 'pro' } });
    sink.track({ name: 'Sample Event', properties: { currentPage: '/' } });
    expect(received).toEqual([
      ['trackCustomBehavioralEvent', { name: 'pe12345678_sign_up', properties: { currentPage: '/', plan: 'pro' } }],
    ]);
  });
});

describeNoConsentCallConformance(hubspot, (visitor) => {
  const { network, start, loaderArrives } = hubspotOnPage(visitor);
  return { network, start, scriptArrives: loaderArrives, scriptUrl: LOADER };
});
