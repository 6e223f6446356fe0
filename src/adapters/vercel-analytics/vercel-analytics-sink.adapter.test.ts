import { describe, expect, it, onTestFinished } from 'vitest';
import { describeAnalyticsSinkConformance } from '../../testing/conformance/analytics-sink.conformance';
import { describeNoConsentCallConformance } from '../../testing/conformance/no-consent-call.conformance';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork } from '../../testing/fake-script-network';
import { startVercelAnalytics, vaData } from './vercel-analytics-sink.adapter';
import { vercelAnalytics } from './vercel-analytics.vendor';
import { vercelScriptUrl, type Va } from './vercel-insights';
import { scriptAnalyticsHarness } from '../../testing/conformance/script-analytics.harness';

const BASE = '/_vercel/insights';
const SCRIPT_URL = new URL(vercelScriptUrl(BASE), 'https://shell.example').href;

type VaCall = ['pageview', { route: string | null; path: string }] | ['event', { name: string; data?: Record<string, unknown> }];

/**
 * What Vercel's script does when it runs, as `@vercel/analytics` relies on: it reads its settings from its
 * own tag, runs what was queued on `vaq`, takes `va` over, and counts the page it loads on unless
 * `data-disable-auto-track`; here each call is kept.
 */
function fakeVercelScript(page: Window, received: VaCall[], tags: Record<string, string | null>[] = []) {
  return () => {
    const tag = page.document.querySelector(`script[src="${vercelScriptUrl(BASE)}"]`);
    tags.push(Object.fromEntries(['data-endpoint', 'data-disable-auto-track'].map((name) => [name, tag?.getAttribute(name) ?? null])));
    const queued = page.vaq ?? [];
    page.va = ((command: 'pageview' | 'event', payload: never) => void received.push([command, payload] as VaCall)) as Va;
    for (const [command, payload] of queued) page.va(command as 'event', payload as never);
    if (tag?.getAttribute('data-disable-auto-track') !== '1')
      page.va('pageview', { route: page.location.pathname, path: page.location.pathname });
  };
}

function vercelOnPage(visitor: FakeAdapterContext = fakeAdapterContext({ analytics: 'granted' })) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: VaCall[] = [];
  const tags: Record<string, string | null>[] = [];
  return {
    network,
    visitor,
    received,
    tags,
    start: () => startVercelAnalytics({ base: BASE }, visitor.context, network.window),
    scriptArrives: () => network.respond(SCRIPT_URL, fakeVercelScript(network.window, received, tags)),
  };
}

describeAnalyticsSinkConformance(
  'Vercel Web Analytics',
  scriptAnalyticsHarness<VaCall>({
    label: vercelAnalytics.label,
    scriptUrl: SCRIPT_URL,
    start: (page) => startVercelAnalytics({ base: BASE }, fakeAdapterContext({ analytics: 'granted' }).context, page),
    fakeScript: fakeVercelScript,
    // It keeps a page view's path and query and an event's name: the title, and properties flattened to text, come from the call made.
    delivered: (received, made, page) =>
      received.map((call) =>
        call[0] === 'pageview' ? made.page(new URL(call[1].path, page.location.origin).href) : made.event(call[1].name),
      ),
  }),
  { heldLoad: true, blockedLoad: true },
);

describe('Vercel’s script on the site, with automatic tracking off', () => {
  it('loads /_vercel/insights/script.js once with data-endpoint and data-disable-auto-track="1", and counts no page view of its own', async () => {
    const { network, start, scriptArrives, tags, received } = vercelOnPage();
    const starting = start();
    await scriptArrives();
    await starting;
    expect(network.requests).toEqual([SCRIPT_URL]);
    expect(tags).toEqual([{ 'data-endpoint': BASE, 'data-disable-auto-track': '1' }]);
    expect(received).toEqual([]);
  });

  it('a page view is va("pageview", { route, path }) with the view’s path and query; an event is va("event", { name, data }) with flat data', async () => {
    const { start, scriptArrives, received } = vercelOnPage();
    const starting = start();
    await scriptArrives();
    const sink = await starting;
    sink.page({ path: '/pricing', search: '?plan=pro', url: 'https://shell.example/pricing?plan=pro', title: 'Pricing' });
    sink.track({ name: 'Signed Up', properties: { currentPage: '/pricing', seats: 3, tags: ['a'], referral: null } });
    expect(received).toEqual([
      ['pageview', { route: '/pricing', path: '/pricing?plan=pro' }],
      ['event', { name: 'Signed Up', data: { currentPage: '/pricing', seats: 3, tags: '["a"]' } }],
    ]);
  });

  it('flat data keeps text, numbers and booleans, and writes anything else as JSON text', () => {
    expect(vaData({ a: 'x', b: 2, c: false, d: { e: 1 }, f: undefined })).toEqual({ a: 'x', b: 2, c: false, d: '{"e":1}' });
  });
});

describeNoConsentCallConformance(vercelAnalytics, (visitor) => {
  const { network, start, scriptArrives } = vercelOnPage(visitor);
  return { network, start, scriptArrives, scriptUrl: SCRIPT_URL };
});
