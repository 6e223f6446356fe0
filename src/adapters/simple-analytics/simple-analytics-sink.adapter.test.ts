import { describe, expect, it, onTestFinished } from 'vitest';
import { describeAnalyticsSinkConformance } from '../../testing/conformance/analytics-sink.conformance';
import { describeNoConsentCallConformance } from '../../testing/conformance/no-consent-call.conformance';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork } from '../../testing/fake-script-network';
import { saMetadata, startSimpleAnalytics } from './simple-analytics-sink.adapter';
import { SIMPLE_ANALYTICS_SCRIPT_URL, type SaMetadata } from './simple-analytics-script';
import { simpleAnalytics } from './simple-analytics.vendor';
import { scriptAnalyticsHarness } from '../../testing/conformance/script-analytics.harness';

const HOSTNAME = 'example.com';

type SaCall = ['pageview', string] | ['event', string, SaMetadata | undefined];

/**
 * What Simple Analytics' script does when it runs, as its docs describe: it reads its settings from its
 * own tag, defines `sa_pageview` and `sa_event`, and counts the page it loads on unless
 * `data-auto-collect="false"`; here each call is kept.
 */
function fakeSaScript(page: Window, received: SaCall[], tags: Record<string, string | null>[] = []) {
  return () => {
    const tag = page.document.querySelector(`script[src="${SIMPLE_ANALYTICS_SCRIPT_URL}"]`);
    tags.push(Object.fromEntries(['data-hostname', 'data-auto-collect'].map((name) => [name, tag?.getAttribute(name) ?? null])));
    page.sa_pageview = (path) => void received.push(['pageview', path]);
    page.sa_event = (name, metadata) => void received.push(['event', name, metadata]);
    if (tag?.getAttribute('data-auto-collect') !== 'false') page.sa_pageview(page.location.pathname);
  };
}

function saOnPage(visitor: FakeAdapterContext = fakeAdapterContext({ analytics: 'granted' })) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: SaCall[] = [];
  const tags: Record<string, string | null>[] = [];
  return {
    network,
    visitor,
    received,
    tags,
    start: () => startSimpleAnalytics({ hostname: HOSTNAME }, visitor.context, network.window),
    scriptArrives: () => network.respond(SIMPLE_ANALYTICS_SCRIPT_URL, fakeSaScript(network.window, received, tags)),
  };
}

describeAnalyticsSinkConformance(
  'Simple Analytics',
  scriptAnalyticsHarness<SaCall>({
    label: simpleAnalytics.label,
    scriptUrl: SIMPLE_ANALYTICS_SCRIPT_URL,
    start: (page) => startSimpleAnalytics({ hostname: HOSTNAME }, fakeAdapterContext({ analytics: 'granted' }).context, page),
    fakeScript: fakeSaScript,
    // It keeps a page view's path and query and an event's name: the title, and properties flattened to text, come from the call made.
    delivered: (received, made, page) =>
      received.map((call) => (call[0] === 'pageview' ? made.page(new URL(call[1], page.location.origin).href) : made.event(call[1]))),
  }),
  { heldLoad: true, blockedLoad: true },
);

describe('Simple Analytics’ script, with automatic collection off', () => {
  it('loads latest.js with data-hostname and data-auto-collect="false", and counts no page view of its own', async () => {
    const { network, start, scriptArrives, tags, received } = saOnPage();
    const starting = start();
    await scriptArrives();
    await starting;
    expect(network.requests).toEqual([SIMPLE_ANALYTICS_SCRIPT_URL]);
    expect(tags).toEqual([{ 'data-hostname': HOSTNAME, 'data-auto-collect': 'false' }]);
    expect(received).toEqual([]);
  });

  it('a page view is sa_pageview with the view’s own path and query; an event is sa_event with flat metadata', async () => {
    const { start, scriptArrives, received } = saOnPage();
    const starting = start();
    await scriptArrives();
    const sink = await starting;
    sink.page({ path: '/pricing', search: '?plan=pro', url: 'https://shell.example/pricing?plan=pro', title: 'Pricing' });
    sink.track({
      name: 'Signed Up',
      properties: { currentPage: '/pricing', seats: 3, annual: false, tags: ['a'], referral: { code: 'X1' } },
    });
    expect(received).toEqual([
      ['pageview', '/pricing?plan=pro'],
      ['event', 'Signed Up', { currentPage: '/pricing', seats: 3, annual: false, tags: '["a"]', referral: '{"code":"X1"}' }],
    ]);
  });

  it('metadata leaves out what has no value, and writes a number that is not finite as text', () => {
    expect(saMetadata({ a: null, b: undefined, c: Number.POSITIVE_INFINITY, d: 'x' })).toEqual({ c: 'null', d: 'x' });
  });
});

describeNoConsentCallConformance(simpleAnalytics, (visitor) => {
  const { network, start, scriptArrives } = saOnPage(visitor);
  return { network, start, scriptArrives, scriptUrl: SIMPLE_ANALYTICS_SCRIPT_URL };
});
