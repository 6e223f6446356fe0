import { describe, expect, it, onTestFinished } from 'vitest';
import { describeAnalyticsSinkConformance } from '../../testing/conformance/analytics-sink.conformance';
import { describeNoConsentCallConformance } from '../../testing/conformance/no-consent-call.conformance';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork } from '../../testing/fake-script-network';
import { startFathom } from './fathom-analytics-sink.adapter';
import { FATHOM_SCRIPT_URL, type Fathom } from './fathom-script';
import { fathom } from './fathom.vendor';
import { scriptAnalyticsHarness } from '../../testing/conformance/script-analytics.harness';

const SITE_ID = 'ABCDEFGH';

type FathomCall = ['trackPageview', { url?: string }] | ['trackEvent', string, ...unknown[]];

/**
 * What Fathom's script does when it runs, as its docs describe: it reads its settings from its own tag,
 * defines `fathom`, and counts the page it loads on unless `data-auto="false"`; here each call is kept.
 */
function fakeFathomScript(page: Window, received: FathomCall[], tags: Record<string, string | null>[] = []) {
  return () => {
    const tag = page.document.querySelector(`script[src="${FATHOM_SCRIPT_URL}"]`);
    tags.push(Object.fromEntries(['data-site', 'data-auto'].map((name) => [name, tag?.getAttribute(name) ?? null])));
    const script: Fathom = {
      trackPageview: (options = {}) => void received.push(['trackPageview', { url: options.url ?? page.location.href }]),
      trackEvent: (name, ...rest) => void received.push(['trackEvent', name, ...rest]),
    };
    page.fathom = script;
    if (tag?.getAttribute('data-auto') !== 'false') script.trackPageview();
  };
}

function fathomOnPage(visitor: FakeAdapterContext = fakeAdapterContext({ analytics: 'granted' })) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: FathomCall[] = [];
  const tags: Record<string, string | null>[] = [];
  return {
    network,
    visitor,
    received,
    tags,
    start: () => startFathom({ siteId: SITE_ID }, visitor.context, network.window),
    scriptArrives: () => network.respond(FATHOM_SCRIPT_URL, fakeFathomScript(network.window, received, tags)),
  };
}

describeAnalyticsSinkConformance(
  'Fathom',
  scriptAnalyticsHarness<FathomCall>({
    label: fathom.label,
    scriptUrl: FATHOM_SCRIPT_URL,
    start: (page) => startFathom({ siteId: SITE_ID }, fakeAdapterContext({ analytics: 'granted' }).context, page),
    fakeScript: fakeFathomScript,
    // Fathom keeps a page view's URL and an event's name: the title and properties it has no place for come from the call made.
    delivered: (received, made) =>
      received.map((call) => (call[0] === 'trackPageview' ? made.page(call[1].url ?? '') : made.event(call[1]))),
  }),
  { heldLoad: true, blockedLoad: true },
);

describe('Fathom’s script, with automatic tracking off', () => {
  it('loads cdn.usefathom.com/script.js with data-site and data-auto="false", and counts no page view of its own', async () => {
    const { network, start, scriptArrives, tags, received } = fathomOnPage();
    const starting = start();
    await scriptArrives();
    await starting;
    expect(network.requests).toEqual([FATHOM_SCRIPT_URL]);
    expect(tags).toEqual([{ 'data-site': SITE_ID, 'data-auto': 'false' }]);
    expect(received).toEqual([]);
  });

  it('a page view is trackPageview with the view’s own URL; an event is trackEvent with its name only', async () => {
    const { start, scriptArrives, received } = fathomOnPage();
    const starting = start();
    await scriptArrives();
    const sink = await starting;
    sink.page({ path: '/pricing', search: '?plan=pro', url: 'https://shell.example/pricing?plan=pro', title: 'Pricing' });
    sink.track({ name: 'Signed Up', properties: { currentPage: '/pricing', plan: 'pro' } });
    expect(received).toEqual([
      ['trackPageview', { url: 'https://shell.example/pricing?plan=pro' }],
      ['trackEvent', 'Signed Up'],
    ]);
  });
});

describeNoConsentCallConformance(fathom, (visitor) => {
  const { network, start, scriptArrives } = fathomOnPage(visitor);
  return { network, start, scriptArrives, scriptUrl: FATHOM_SCRIPT_URL };
});
