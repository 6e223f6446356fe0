import { describe, expect, it, onTestFinished } from 'vitest';
import {
  describeAnalyticsSinkConformance,
  type DeliveredAnalyticsCall,
  type VendorLoad,
} from '../../testing/conformance/analytics-sink.conformance';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { startGoogleAnalytics } from '../google-analytics/google-analytics-sink.adapter';
import { CONSENT_DEFAULT } from '../google-tag/consent-mode';
import { gtagScriptUrl } from '../google-tag/gtag';
import { gtmScriptUrl, startGoogleTagManager, type GoogleTagManagerSink } from './google-tag-manager-sink.adapter';
import { googleTagManager } from './google-tag-manager.vendor';

const CONTAINER_ID = 'GTM-ABC1234';
const SCRIPT_URL = gtmScriptUrl(CONTAINER_ID);

/** What the container receives: each dataLayer entry, a gtag command (an `arguments` object) as an array, a message as itself. */
type Entry = unknown[] | Record<string, unknown>;

/** What gtm.js does when it runs: reads what is on the dataLayer, then each entry pushed later. */
function fakeGtmJs(page: Window, received: Entry[]) {
  return () => {
    const dataLayer = page.dataLayer as unknown[];
    const handle = (entry: unknown) =>
      received.push(
        Object.prototype.toString.call(entry) === '[object Arguments]'
          ? Array.from(entry as ArrayLike<unknown>)
          : (entry as Record<string, unknown>),
      );
    for (const entry of dataLayer) handle(entry);
    dataLayer.push = (...entries: unknown[]) => {
      entries.forEach(handle);
      return dataLayer.length;
    };
  };
}

const everythingGranted = () => fakeAdapterContext({ analytics: 'granted', marketing: 'granted', experience: 'granted' });

function containerOnPage(visitor: FakeAdapterContext = everythingGranted()) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: Entry[] = [];
  return {
    network,
    visitor,
    received,
    start: () => startGoogleTagManager({ containerId: CONTAINER_ID }, visitor.context, network.window),
    gtmArrives: () => network.respond(SCRIPT_URL, fakeGtmJs(network.window, received)),
  };
}

/** The shell's events among the dataLayer's messages, in the port's terms. */
function delivered(entries: readonly Entry[]): DeliveredAnalyticsCall[] {
  return entries.flatMap((entry): DeliveredAnalyticsCall[] => {
    if (Array.isArray(entry) || typeof entry['event'] !== 'string' || entry['event'] === 'gtm.js') return [];
    const { event, ...rest } = entry as Record<string, unknown>;
    if (event === 'page_view') {
      const url = new URL(rest['page_location'] as string);
      return [{ kind: 'page', view: { path: url.pathname, search: url.search, url: url.href, title: rest['page_title'] as string } }];
    }
    return [{ kind: 'track', event: { name: event as string, properties: rest } }];
  });
}

describeAnalyticsSinkConformance(
  'Google Tag Manager',
  (load: VendorLoad) => {
    const network = new FakeScriptNetwork();
    const received: Entry[] = [];
    let loading: Promise<GoogleTagManagerSink> | undefined;
    const make = () => {
      loading ??= startGoogleTagManager({ containerId: CONTAINER_ID }, everythingGranted().context, network.window);
      if (load === 'loads') void network.respond(SCRIPT_URL, fakeGtmJs(network.window, received));
      if (load === 'blocked') void network.block(SCRIPT_URL);
      return loading;
    };
    return {
      vendor: googleTagManager.label,
      make,
      release: () => network.respond(SCRIPT_URL, fakeGtmJs(network.window, received)),
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

describe('startGoogleTagManager: Consent Mode v2, then the container', () => {
  it('puts the consent default (all denied) and the update on the dataLayer before gtm.js is in the page, then the start event', async () => {
    const { network, start, gtmArrives, received } = containerOnPage(fakeAdapterContext({ analytics: 'granted', marketing: 'denied' }));
    let queuedWhenTagAdded: Entry[] | undefined;
    new (network.window as unknown as typeof globalThis).MutationObserver(() => {
      queuedWhenTagAdded ??= (network.window.dataLayer ?? []).map((entry) =>
        Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : (entry as Entry),
      );
    }).observe(network.window.document.head, { childList: true });
    const starting = start();
    await nextTask();

    expect(network.scripts).toEqual([`https://www.googletagmanager.com/gtm.js?id=${CONTAINER_ID}`]);
    expect(network.window.document.querySelector('script')?.async).toBe(true);
    const expected = [
      ['consent', 'default', CONSENT_DEFAULT],
      ['consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
      ['js', expect.any(Date)],
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ];
    expect(queuedWhenTagAdded).toEqual(expected);
    await gtmArrives();
    await starting;
    expect(received).toEqual(expected);
  });

  it('tells the container each change of mind, once per change, in order with the events', async () => {
    const visitor = everythingGranted();
    const { start, gtmArrives, received } = containerOnPage(visitor);
    const starting = start();
    await gtmArrives();
    const sink = await starting;
    visitor.set('marketing', 'denied');
    sink.track({ name: 'Sample Event', properties: { currentPage: '/' } });
    visitor.set('marketing', 'denied');
    visitor.set('analytics', 'denied');
    const after = received.slice(4);
    expect(after).toEqual([
      ['consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
      { event: 'Sample Event', currentPage: '/' },
      ['consent', 'update', { ...CONSENT_DEFAULT }],
    ]);
    expect(visitor.consentSent.at(-1)).toBe(
      'gtag consent update analytics_storage=denied ad_storage=denied ad_user_data=denied ad_personalization=denied',
    );
  });

  it('with Google Analytics on the same page: one Consent Mode state, one default, each told every update', async () => {
    const visitor = everythingGranted();
    const { network, start, gtmArrives, received } = containerOnPage(visitor);
    const analytics = fakeAdapterContext({ analytics: 'granted', marketing: 'granted' });
    const starting = start();
    const ga = startGoogleAnalytics({ measurementId: 'G-2X4B6D8F0H' }, analytics.context, network.window);
    await gtmArrives();
    await network.respond(gtagScriptUrl('G-2X4B6D8F0H'));
    await Promise.all([starting, ga]);
    expect(received.filter((entry) => Array.isArray(entry) && entry[1] === 'default')).toHaveLength(1);
    visitor.set('marketing', 'denied');
    expect(analytics.consentSent.at(-1)).toBe(
      'gtag consent update analytics_storage=granted ad_storage=denied ad_user_data=denied ad_personalization=denied',
    );
  });

  it('blocked: rejects, and tells Consent Mode nothing more', async () => {
    const visitor = everythingGranted();
    const { network, start } = containerOnPage(visitor);
    const outcome = start().catch((error: unknown) => error);
    await network.block(SCRIPT_URL);
    expect(await outcome).toBeInstanceOf(Error);
    const told = visitor.consentSent.length;
    visitor.set('marketing', 'denied');
    expect(visitor.consentSent).toHaveLength(told);
    expect(visitor.listeners('marketing')).toBe(0);
  });
});
