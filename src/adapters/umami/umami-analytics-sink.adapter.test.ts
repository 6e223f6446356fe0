import { describe, expect, it, onTestFinished } from 'vitest';
import { describeAnalyticsSinkConformance, type DeliveredAnalyticsCall } from '../../testing/conformance/analytics-sink.conformance';
import { fakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork } from '../../testing/fake-script-network';
import { startUmami } from './umami-analytics-sink.adapter';
import { umamiScriptUrl, type UmamiPayload, type UmamiTracker } from './umami-tracker';
import { umami } from './umami.vendor';
import { scriptAnalyticsHarness } from '../../testing/conformance/script-analytics.harness';

const WEBSITE_ID = '94db1cb1-74f4-4a40-ad6c-962362670409';
const HOST_URL = 'https://stats.example.com';
const SCRIPT_URL = umamiScriptUrl(HOST_URL);

/**
 * What Umami's script.js does when it runs, as its docs describe: it reads its settings from its own
 * tag and defines `umami.track`, which collects the page's payload and, in the function form, sends
 * what the function returns; here each payload sent is kept instead of POSTed to `/api/send`.
 */
function fakeUmamiScript(page: Window, sent: UmamiPayload[], tags: Record<string, string | null>[] = []) {
  return () => {
    const tag = page.document.querySelector(`script[src="${SCRIPT_URL}"]`);
    tags.push(
      Object.fromEntries(['data-website-id', 'data-host-url', 'data-auto-track'].map((name) => [name, tag?.getAttribute(name) ?? null])),
    );
    const collected = (): UmamiPayload => ({
      website: tag?.getAttribute('data-website-id') ?? '',
      hostname: page.location.hostname,
      screen: '1280x720',
      language: 'en-GB',
      title: page.document.title,
      url: page.location.pathname + page.location.search,
      referrer: '',
    });
    const tracker: UmamiTracker = {
      track(payload, data) {
        if (typeof payload === 'function') sent.push(payload(collected()));
        else if (typeof payload === 'string') sent.push({ ...collected(), name: payload, ...(data ? { data } : {}) });
        else sent.push(payload ?? collected());
      },
    };
    page.umami = tracker;
  };
}

/** The calls Umami received, in the port's terms: a payload with a name is an event, one without a page view. */
const delivered = (sent: readonly UmamiPayload[]): DeliveredAnalyticsCall[] =>
  sent.map(({ name, data, url = '', title = '' }) => {
    const address = new URL(url, 'https://shell.example');
    return name === undefined
      ? { kind: 'page', view: { path: address.pathname, search: address.search, url: address.href, title } }
      : { kind: 'track', event: { name, properties: data ?? {} } };
  });

function umamiOnPage() {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const sent: UmamiPayload[] = [];
  const tags: Record<string, string | null>[] = [];
  const visitor = fakeAdapterContext({ analytics: 'granted' });
  return {
    network,
    sent,
    tags,
    visitor,
    start: () => startUmami({ websiteId: WEBSITE_ID, hostUrl: HOST_URL }, visitor.context, network.window),
    scriptArrives: () => network.respond(SCRIPT_URL, fakeUmamiScript(network.window, sent, tags)),
  };
}

describeAnalyticsSinkConformance(
  'Umami',
  scriptAnalyticsHarness<UmamiPayload>({
    label: umami.label,
    scriptUrl: SCRIPT_URL,
    start: (page) => startUmami({ websiteId: WEBSITE_ID, hostUrl: HOST_URL }, fakeAdapterContext().context, page),
    fakeScript: fakeUmamiScript,
    delivered,
  }),
  { heldLoad: true, blockedLoad: true },
);

describe('startUmami: its tracker, with automatic tracking off', () => {
  it('loads {host}/script.js with the website id, its host and data-auto-track="false", and nothing else', async () => {
    const { network, start, scriptArrives, tags, sent } = umamiOnPage();
    const starting = start();
    await scriptArrives();
    await starting;
    expect(network.requests).toEqual([SCRIPT_URL]);
    expect(tags).toEqual([{ 'data-website-id': WEBSITE_ID, 'data-host-url': HOST_URL, 'data-auto-track': 'false' }]);
    // With automatic tracking off, the tracker counts no page view of its own: the shell sends each one.
    expect(sent).toEqual([]);
  });

  it('says, for the inspector, that Umami is told only by being loaded', async () => {
    const { start, scriptArrives, visitor } = umamiOnPage();
    const starting = start();
    await scriptArrives();
    await starting;
    expect(visitor.consentSent).toEqual(['loaded with analytics granted (Umami has no consent call)']);
  });

  it('a blocked script rejects, naming it', async () => {
    const { network, start } = umamiOnPage();
    const rejected = expect(start()).rejects.toThrow(`could not load ${SCRIPT_URL}`);
    await network.block(SCRIPT_URL);
    await rejected;
  });
});

describe('the sink: what Umami collects, with the page the call was made on', () => {
  async function ready() {
    const page = umamiOnPage();
    const starting = page.start();
    await page.scriptArrives();
    return { sink: await starting, sent: page.sent, window: page.network.window };
  }

  it('a page view keeps what the tracker collects and sends the view’s path, query and title, not the page it is sent from', async () => {
    const { sink, sent } = await ready();
    sink.page({ path: '/pricing', search: '?plan=pro', url: 'https://shell.example/pricing?plan=pro', title: 'Pricing' });
    expect(sent).toEqual([
      {
        website: WEBSITE_ID,
        hostname: 'shell.example',
        screen: '1280x720',
        language: 'en-GB',
        referrer: '',
        url: '/pricing?plan=pro',
        title: 'Pricing',
      },
    ]);
  });

  it('a named event goes with its name, its properties as data (nested values kept) and the path of its currentPage', async () => {
    const { sink, sent } = await ready();
    const properties = { currentPage: '/pricing?plan=pro', plan: 'pro', referral: { code: 'X1' } };
    sink.track({ name: 'Signed Up', properties });
    expect(sent).toEqual([expect.objectContaining({ website: WEBSITE_ID, url: '/pricing?plan=pro', name: 'Signed Up', data: properties })]);
  });
});
