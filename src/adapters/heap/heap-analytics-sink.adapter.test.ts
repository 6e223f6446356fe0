import { describe, expect, it, onTestFinished } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import { describeAnalyticsSinkConformance, type DeliveredAnalyticsCall } from '../../testing/conformance/analytics-sink.conformance';
import { describeNoConsentCallConformance } from '../../testing/conformance/no-consent-call.conformance';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork } from '../../testing/fake-script-network';
import { startHeap } from './heap-analytics-sink.adapter';
import { heapScriptUrl } from './heap-script';
import { heap } from './heap.vendor';
import { scriptAnalyticsHarness } from '../../testing/conformance/script-analytics.harness';

const APP_ID = '3141592653';
const SCRIPT_URL = heapScriptUrl(APP_ID);

/**
 * What heap-<app id>.js does when it runs: it counts the page it loads on, replays the snippet's queue and takes
 * `heap.track` over. Here each call is kept: `['pageview', path]` or `['track', name, properties]`.
 */
function fakeHeapScript(page: Window, received: unknown[][]) {
  return () => {
    const queue = page.heap;
    if (!queue) throw new Error('heap-<app id>.js ran with no snippet before it');
    received.push(['pageview', page.location.pathname + page.location.search, queue.appid]);
    for (const call of Array.from(queue)) received.push(Array.from(call as unknown[]));
    queue.track = (name, properties) => void received.push(['track', name, properties]);
  };
}

const delivered = (received: readonly unknown[][]): DeliveredAnalyticsCall[] =>
  received.flatMap(([method, name, properties]) =>
    method === 'track'
      ? [{ kind: 'track' as const, event: { name: String(name), properties: properties as AnalyticsEvent['properties'] } }]
      : [],
  );

describeAnalyticsSinkConformance(
  'Heap',
  scriptAnalyticsHarness<unknown[]>({
    label: heap.label,
    scriptUrl: SCRIPT_URL,
    start: (page) => startHeap({ appId: APP_ID }, fakeAdapterContext({ analytics: 'granted' }).context, page),
    fakeScript: fakeHeapScript,
    // Heap's own page view on load is its own, not one the shell sent: only what the sink sent is compared.
    delivered,
  }),
  { heldLoad: true, blockedLoad: true, countsOwnPageViews: true },
);

function heapOnPage(visitor: FakeAdapterContext = fakeAdapterContext({ analytics: 'granted' })) {
  const network = new FakeScriptNetwork('https://shell.example/pricing?plan=pro');
  onTestFinished(() => network.close());
  const received: unknown[][] = [];
  return {
    network,
    received,
    visitor,
    start: () => startHeap({ appId: APP_ID }, visitor.context, network.window),
    scriptArrives: () => network.respond(SCRIPT_URL, fakeHeapScript(network.window, received)),
  };
}

describe('startHeap: its classic script, loaded once analytics is granted', () => {
  it('loads heap-<app id>.js with the snippet’s queue before it; Heap counts the page itself, the sink sends none', async () => {
    const { network, start, scriptArrives, received } = heapOnPage();
    const starting = start();
    await scriptArrives();
    // As the port sees it (the shell itself calls page() on no vendor that counts its own page views).
    const sink: AnalyticsSink = await starting;
    sink.page({ path: '/pricing', search: '?plan=pro', url: 'https://shell.example/pricing?plan=pro', title: 'Pricing' });
    sink.track({ name: 'Signed Up', properties: { currentPage: '/pricing', plan: 'pro' } });
    expect(network.requests).toEqual([`https://cdn.heapanalytics.com/js/heap-${APP_ID}.js`]);
    expect(received).toEqual([
      ['pageview', '/pricing?plan=pro', APP_ID],
      ['track', 'Signed Up', { currentPage: '/pricing', plan: 'pro' }],
    ]);
  });
});

describeNoConsentCallConformance(heap, (visitor) => {
  const { network, start, scriptArrives } = heapOnPage(visitor);
  return { network, start, scriptArrives, scriptUrl: SCRIPT_URL };
});
