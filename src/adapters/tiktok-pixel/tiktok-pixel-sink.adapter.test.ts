import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import { behindPipeline, couldNotBeLoaded } from '../../testing/conformance/behind-pipeline';
import { describePixelSinkConformance } from '../../testing/conformance/pixel-sink.conformance';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { startTikTokPixel } from './tiktok-pixel-sink.adapter';
import { tiktokPixel } from './tiktok-pixel.vendor';
import { tiktokEventsUrl, type Ttq } from './ttq';

const PIXEL_ID = 'C4ABCDEFGH1234567890';
const EVENTS_URL = tiktokEventsUrl(PIXEL_ID);

type TtqCall = unknown[];

/** What events.js does when it runs: takes each method of the queueing ttq over, and replays what was queued, in order. */
function fakeEventsJs(page: Window, received: TtqCall[]) {
  return () => {
    const ttq = page.ttq as Ttq;
    for (const method of ttq.methods ?? [])
      (ttq as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => received.push([method, ...args]);
    for (const queued of ttq.splice(0)) received.push(queued as TtqCall);
  };
}

/** A page the shell is about to start TikTok's pixel on, and what events.js receives once it arrives. */
function tiktokOnPage(visitor: FakeAdapterContext = fakeAdapterContext({ marketing: 'granted' })) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: TtqCall[] = [];
  return {
    network,
    visitor,
    received,
    start: () => startTikTokPixel({ pixelId: PIXEL_ID }, visitor.context, network.window),
    eventsJsArrives: () => network.respond(EVENTS_URL, fakeEventsJs(network.window, received)),
  };
}

const eventsIn = (calls: readonly TtqCall[]): AnalyticsEvent[] =>
  calls
    .filter(([method]) => method === 'track')
    .map(([, name, properties]) => ({ name: name as string, properties: properties as AnalyticsEvent['properties'] }));

describePixelSinkConformance(
  'TikTok pixel',
  () => {
    const page = tiktokOnPage();
    return {
      vendor: tiktokPixel.label,
      make: page.start,
      received: () => eventsIn(page.received),
      finishLoading: page.eventsJsArrives,
      blockVendor: () => page.network.block(EVENTS_URL),
      breakVendor: () => {
        (page.network.window.ttq as Ttq).track = () => {
          throw new TypeError('events.js failed');
        };
      },
    };
  },
  { vendorLoadsLater: true, canBlockVendor: true, canBreakVendor: true },
);

describe("TikTok's base code, as code", () => {
  it('queues holdConsent, the visitor’s choice, then injects events.js for the pixel id, async, and no page() of its own', async () => {
    const { network, start } = tiktokOnPage();
    void start();
    await nextTask();
    const ttq = network.window.ttq as Ttq;
    expect([...ttq]).toEqual([['holdConsent'], ['grantConsent']]);
    expect(network.window.TiktokAnalyticsObject).toBe('ttq');
    expect(network.scripts).toEqual([`https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${PIXEL_ID}&lib=ttq`]);
    expect(network.window.document.querySelector('script')?.async).toBe(true);
  });

  it('is ready once events.js has run; events tracked meanwhile follow the consent calls, in order', async () => {
    const { start, eventsJsArrives, received } = tiktokOnPage();
    const pipeline = behindPipeline(tiktokPixel.label, start);
    pipeline.deliver((sink) => sink.track({ name: 'SubmitForm', properties: { currentPage: '/contact' } }));
    await nextTask();
    expect(received).toEqual([]);
    await eventsJsArrives();
    expect(received).toEqual([['holdConsent'], ['grantConsent'], ['track', 'SubmitForm', { currentPage: '/contact' }]]);
  });

  it('a page view, once the pixel port carries them, is ttq.page()', async () => {
    const { start, eventsJsArrives, received } = tiktokOnPage();
    const starting = start();
    await eventsJsArrives();
    (await starting).page({ path: '/', search: '', url: 'https://shell.example/', title: 'Home' });
    expect(received.at(-1)).toEqual(['page']);
  });

  it('a blocked events.js, behind the shell’s pipeline: logged once as the TikTok pixel not loading, nothing thrown', async () => {
    const { network, start } = tiktokOnPage();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pipeline = behindPipeline(tiktokPixel.label, start);
    pipeline.deliver((sink) => sink.track({ name: 'Waiting', properties: { currentPage: '/' } }));
    await network.block(EVENTS_URL);
    expect(() => pipeline.deliver((sink) => sink.track({ name: 'Later', properties: { currentPage: '/' } }))).not.toThrow();
    await nextTask();
    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]?.[0]).toBe(couldNotBeLoaded('TikTok pixel'));
  });
});

describe('TikTok consent: holdConsent, then grantConsent / revokeConsent following marketing', () => {
  it('grants at start, revokes on a withdrawal, grants again when given back, each said once', async () => {
    const visitor = fakeAdapterContext({ marketing: 'granted' });
    const { start, eventsJsArrives, received } = tiktokOnPage(visitor);
    const starting = start();
    await eventsJsArrives();
    const sink = await starting;
    sink.track({ name: 'Before', properties: { currentPage: '/' } });
    visitor.set('marketing', 'denied');
    visitor.set('marketing', 'denied');
    visitor.set('marketing', 'granted');
    sink.track({ name: 'After', properties: { currentPage: '/' } });
    expect(received.map(([method, name]) => (name ? `${String(method)} ${String(name)}` : String(method)))).toEqual([
      'holdConsent',
      'grantConsent',
      'track Before',
      'revokeConsent',
      'grantConsent',
      'track After',
    ]);
    expect(visitor.consentSent).toEqual(['ttq.holdConsent(), then ttq.grantConsent()', 'ttq.revokeConsent()', 'ttq.grantConsent()']);
  });

  it('withdrawn while events.js is still on its way: the revoke is queued after the grant, in order', async () => {
    const visitor = fakeAdapterContext({ marketing: 'granted' });
    const { start, eventsJsArrives, received } = tiktokOnPage(visitor);
    const starting = start();
    await nextTask();
    visitor.set('marketing', 'denied');
    await eventsJsArrives();
    await starting;
    expect(received).toEqual([['holdConsent'], ['grantConsent'], ['revokeConsent']]);
  });
});

describe('TikTok and the tracking plan (issue 23 §3)', () => {
  it('an event the plan maps to a TikTok standard event goes under that name; any other under its own', async () => {
    const { start, eventsJsArrives, received } = tiktokOnPage();
    const starting = start();
    await eventsJsArrives();
    const sink = await starting;
    sink.track({ name: 'Lead', properties: { source: 'demo' }, planned: { 'tiktok-pixel': { event: 'SubmitForm' } } });
    sink.track({ name: 'Lead', properties: { source: 'demo' }, planned: { 'meta-pixel': { event: 'Lead' } } });
    expect(eventsIn(received)).toEqual([
      { name: 'SubmitForm', properties: { source: 'demo' } },
      { name: 'Lead', properties: { source: 'demo' } },
    ]);
  });
});
