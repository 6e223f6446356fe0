import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import {
  describeAnalyticsSinkConformance,
  type DeliveredAnalyticsCall,
  type VendorLoad,
} from '../../testing/conformance/analytics-sink.conformance';
import { behindPipeline, couldNotBeLoaded } from '../../testing/conformance/behind-pipeline';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { CONSENT_DEFAULT } from '../google-tag/consent-mode';
import { fakeGtagJs, type GtagCommand } from '../google-tag/fake-gtag-js';
import { gtagScriptUrl } from '../google-tag/gtag';
import { startGoogleAnalytics, type GoogleAnalyticsSink } from './google-analytics-sink.adapter';
import { googleAnalytics } from './google-analytics.vendor';

const MEASUREMENT_ID = 'G-2X4B6D8F0H';
const SCRIPT_URL = gtagScriptUrl(MEASUREMENT_ID);

type Command = GtagCommand;

/** Everything the visitor may grant, granted: the sink is made once analytics is. */
const everythingGranted = () => fakeAdapterContext({ analytics: 'granted', marketing: 'granted', experience: 'granted' });

/** A page with GA4 about to be started by the shell, and what its gtag.js receives once it arrives. */
function googleAnalyticsOnPage(visitor: FakeAdapterContext = everythingGranted()) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: Command[] = [];
  return {
    network,
    visitor,
    received,
    start: () => startGoogleAnalytics({ measurementId: MEASUREMENT_ID }, visitor.context, network.window),
    gtagArrives: () => network.respond(SCRIPT_URL, fakeGtagJs(network.window, received)),
  };
}

/** The events among gtag commands, in the port's terms. */
function delivered(commands: readonly Command[]): DeliveredAnalyticsCall[] {
  return commands
    .filter(([command]) => command === 'event')
    .map(([, name, params]) => {
      const { send_to: sendTo, ...rest } = params as Record<string, unknown>;
      expect(sendTo).toBe(MEASUREMENT_ID);
      if (name === 'page_view') {
        const url = new URL(rest['page_location'] as string);
        return { kind: 'page', view: { path: url.pathname, search: url.search, url: url.href, title: rest['page_title'] as string } };
      }
      return { kind: 'track', event: { name: name as string, properties: rest } };
    });
}

describeAnalyticsSinkConformance(
  'Google Analytics',
  (load: VendorLoad) => {
    const network = new FakeScriptNetwork();
    const received: Command[] = [];
    let loading: Promise<GoogleAnalyticsSink> | undefined;
    const make = () => {
      loading ??= startGoogleAnalytics({ measurementId: MEASUREMENT_ID }, everythingGranted().context, network.window);
      if (load === 'loads') void network.respond(SCRIPT_URL, fakeGtagJs(network.window, received));
      if (load === 'blocked') void network.block(SCRIPT_URL);
      return loading;
    };
    return {
      vendor: googleAnalytics.label,
      make,
      release: () => network.respond(SCRIPT_URL, fakeGtagJs(network.window, received)),
      async delivered() {
        if (load === 'loads') await loading?.catch(() => undefined);
        await nextTask();
        return delivered(received);
      },
      dispose: () => network.close(),
    };
  },
  { heldLoad: true, blockedLoad: true },
);

describe('startGoogleAnalytics: Consent Mode v2, then gtag.js', () => {
  it('puts the consent default (all denied) on the dataLayer before the tag script is in the page, then the update, js and config', async () => {
    const { network, start, gtagArrives, received } = googleAnalyticsOnPage(
      fakeAdapterContext({ analytics: 'granted', marketing: 'denied' }),
    );
    let queuedWhenTagAdded: Command[] | undefined;
    new (network.window as unknown as typeof globalThis).MutationObserver(() => {
      queuedWhenTagAdded ??= (network.window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    }).observe(network.window.document.head, { childList: true });
    const starting = start();
    await nextTask();

    expect(network.scripts).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);
    expect(network.window.document.querySelector('script')?.async).toBe(true);
    const expected = [
      ['consent', 'default', CONSENT_DEFAULT],
      ['consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
      ['js', expect.any(Date)],
      ['config', MEASUREMENT_ID, { send_page_view: false }],
    ];
    expect(queuedWhenTagAdded).toEqual(expected);
    await gtagArrives();
    await starting;
    expect(received).toEqual(expected);
  });

  it('pushes `arguments` objects, as Google’s snippet does (gtag.js ignores arrays), and keeps a dataLayer and gtag the page had', async () => {
    const { network, start, gtagArrives } = googleAnalyticsOnPage();
    const pageGtag = vi.fn();
    const earlier = { event: 'page_ready' };
    network.window.dataLayer = [earlier];
    network.window.gtag = pageGtag;
    const starting = start();
    await gtagArrives();
    await starting;
    const [first, second] = network.window.dataLayer;
    expect(first).toBe(earlier);
    expect(Object.prototype.toString.call(second)).toBe('[object Arguments]');
    expect(network.window.gtag).toBe(pageGtag);
  });

  it('says what it told Google, for the inspector: the default, then each update', async () => {
    const visitor = fakeAdapterContext({ analytics: 'granted', marketing: 'granted' });
    const { start, gtagArrives } = googleAnalyticsOnPage(visitor);
    const starting = start();
    await gtagArrives();
    await starting;
    visitor.set('marketing', 'denied');
    expect(visitor.consentSent).toEqual([
      'gtag consent default analytics_storage=denied ad_storage=denied ad_user_data=denied ad_personalization=denied',
      'gtag consent update analytics_storage=granted ad_storage=granted ad_user_data=granted ad_personalization=granted',
      'gtag consent update analytics_storage=granted ad_storage=denied ad_user_data=denied ad_personalization=denied',
    ]);
  });

  it('a US opt-out (or GPC): restricted data processing beside the denied ad types, lifted when the visitor opts back in (issue 33 §2)', async () => {
    const visitor = fakeAdapterContext({ analytics: 'granted', marketing: 'granted' });
    const { start, gtagArrives } = googleAnalyticsOnPage(visitor);
    const starting = start();
    await gtagArrives();
    await starting;
    visitor.set('marketing', 'denied', true);
    visitor.set('marketing', 'granted');
    expect(visitor.consentSent.slice(2)).toEqual([
      'gtag set restricted_data_processing true',
      'gtag consent update analytics_storage=granted ad_storage=denied ad_user_data=denied ad_personalization=denied',
      'gtag set restricted_data_processing false',
      'gtag consent update analytics_storage=granted ad_storage=granted ad_user_data=granted ad_personalization=granted',
    ]);
  });

  it('updates on every change (marketing withdrawn, analytics withdrawn, given back), once per change, in order with the events', async () => {
    const visitor = everythingGranted();
    const { start, gtagArrives, received } = googleAnalyticsOnPage(visitor);
    const starting = start();
    await gtagArrives();
    const sink = await starting;
    sink.track({ name: 'before', properties: { currentPage: '/' } });
    visitor.set('marketing', 'denied');
    visitor.set('experience', 'denied');
    sink.track({ name: 'after', properties: { currentPage: '/' } });
    visitor.set('analytics', 'denied');
    visitor.set('analytics', 'granted');

    const consentAndEvents = received
      .filter(([command]) => command === 'event' || command === 'consent')
      .map(([command, kind, params]) =>
        command === 'event'
          ? `event ${String(kind)}`
          : `${String(kind)} ${(params as Record<string, string>)['analytics_storage']}/${(params as Record<string, string>)['ad_storage']}`,
      );
    expect(consentAndEvents).toEqual([
      'default denied/denied',
      'update granted/granted',
      'event before',
      'update granted/denied',
      'event after',
      'update denied/denied',
      'update granted/denied',
    ]);
  });

  it('a blocked gtag.js rejects naming the script, and stops following consent', async () => {
    const visitor = everythingGranted();
    const { network, start } = googleAnalyticsOnPage(visitor);
    const made = expect(start()).rejects.toEqual(new Error(`could not load ${SCRIPT_URL}`));
    await network.block(SCRIPT_URL);
    await made;
    expect(visitor.listeners('analytics')).toBe(0);
    expect(visitor.listeners('marketing')).toBe(0);
  });

  it('a blocked gtag.js, behind the shell’s pipeline: logged once as Google Analytics not loading, calls dropped, nothing thrown', async () => {
    const { network, start } = googleAnalyticsOnPage();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pipeline = behindPipeline(googleAnalytics.label, start);
    pipeline.deliver((sink) => sink.track({ name: 'Waiting', properties: { currentPage: '/' } }));
    await network.block(SCRIPT_URL);
    expect(() => pipeline.deliver((sink) => sink.track({ name: 'Later', properties: { currentPage: '/' } }))).not.toThrow();
    await nextTask();
    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]?.[0]).toBe(couldNotBeLoaded('Google Analytics'));
    expect(network.window.dataLayer?.map((entry) => (entry as ArrayLike<unknown>)[0])).toEqual(['consent', 'consent', 'js', 'config']);
  });
});

describe('the sink: page views and named events as GA4 events', () => {
  async function ready() {
    const page = googleAnalyticsOnPage();
    const starting = page.start();
    await page.gtagArrives();
    const sink = await starting;
    page.received.length = 0;
    return { sink, received: page.received };
  }

  it('a page view is a page_view event with page_location, page_path and page_title from the view given', async () => {
    const { sink, received } = await ready();
    const earlier: PageView = { path: '/earlier', search: '?q=1', url: 'https://shell.example/earlier?q=1', title: 'Earlier' };
    sink.page(earlier);
    expect(received).toEqual([
      ['event', 'page_view', { page_location: earlier.url, page_path: '/earlier?q=1', page_title: 'Earlier', send_to: MEASUREMENT_ID }],
    ]);
  });

  it('an event the tracking plan gives a GA4 name goes under that name, with its own properties (issue 23 §3)', async () => {
    const { sink, received } = await ready();
    sink.track({
      name: 'Lead',
      properties: { currentPage: '/', source: 'demo' },
      planned: { 'google-analytics': { event: 'generate_lead' } },
    });
    sink.track({ name: 'Lead', properties: { currentPage: '/', source: 'demo' }, planned: { 'meta-pixel': { event: 'Lead' } } });
    expect(received).toEqual([
      ['event', 'generate_lead', { currentPage: '/', source: 'demo', send_to: MEASUREMENT_ID }],
      ['event', 'Lead', { currentPage: '/', source: 'demo', send_to: MEASUREMENT_ID }],
    ]);
  });

  it('a named event keeps its name and properties, currentPage included; one held for consent also keeps the page it happened on', async () => {
    const { sink, received } = await ready();
    const event: AnalyticsEvent = { name: 'Sample Event', properties: { currentPage: '/', source: 'demo' } };
    const earlier: PageView = { path: '/earlier', search: '', url: 'https://shell.example/earlier', title: 'Earlier' };
    sink.track(event);
    sink.track(event, { occurredAt: new Date('2026-01-02T03:04:05Z'), page: earlier });
    expect(received).toEqual([
      ['event', 'Sample Event', { currentPage: '/', source: 'demo', send_to: MEASUREMENT_ID }],
      [
        'event',
        'Sample Event',
        { currentPage: '/', source: 'demo', page_location: earlier.url, page_title: 'Earlier', send_to: MEASUREMENT_ID },
      ],
    ]);
  });
});
