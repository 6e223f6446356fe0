import { describe, expect, it, onTestFinished } from 'vitest';
import {
  describeAnalyticsSinkConformance,
  type DeliveredAnalyticsCall,
  type VendorLoad,
} from '../../testing/conformance/analytics-sink.conformance';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { matomoEvent, startMatomo, type MatomoAnalyticsSink } from './matomo-analytics-sink.adapter';
import { matomoScriptUrl, type PaqCommand } from './paq';
import { matomo } from './matomo.vendor';

const MATOMO_URL = 'https://example.matomo.cloud';
const SITE_ID = '3';
const SCRIPT_URL = matomoScriptUrl(MATOMO_URL);

/**
 * What matomo.js does when it runs, as its docs describe: it applies the setup commands queued on
 * `_paq` first, then the rest in order, and takes `_paq` over with an object whose `push` runs each
 * command. Here each command is kept; `sent` is what the tracker would send: the tracking calls made
 * while consent is given (requireConsent holds every one until then), with the custom URL and title set.
 */
function fakeMatomoJs(page: Window, received: PaqCommand[], sent: DeliveredAnalyticsCall[]) {
  return () => {
    let required = false;
    let given = false;
    let url = page.location.href;
    let title = page.document.title;
    const run = (command: PaqCommand) => {
      received.push(command);
      const [name, ...args] = command;
      if (name === 'requireConsent') required = true;
      else if (name === 'setConsentGiven') given = true;
      else if (name === 'forgetConsentGiven') [given, required] = [false, true];
      else if (name === 'setCustomUrl') url = String(args[0]);
      else if (name === 'setDocumentTitle') title = String(args[0]);
      else if (required && !given) return;
      else if (name === 'trackPageView') {
        const address = new URL(url);
        sent.push({ kind: 'page', view: { path: address.pathname, search: address.search, url, title } });
      } else if (name === 'trackEvent') {
        const [category, action, eventName, value] = args;
        const properties: Record<string, unknown> = { category };
        if (eventName !== undefined) properties['label'] = eventName;
        if (value !== undefined) properties['value'] = value;
        sent.push({ kind: 'track', event: { name: String(action), properties: { ...properties, currentPage: new URL(url).pathname } } });
      }
    };
    const queued = (page._paq ?? []) as PaqCommand[];
    const first = ['requireConsent', 'setTrackerUrl', 'setSiteId', 'setConsentGiven'];
    for (const command of queued.filter(([name]) => first.includes(name))) run(command);
    for (const command of queued.filter(([name]) => !first.includes(name))) run(command);
    page._paq = { push: (command) => run(command) };
  };
}

function matomoOnPage(visitor: FakeAdapterContext = fakeAdapterContext({ analytics: 'granted' })) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: PaqCommand[] = [];
  const sent: DeliveredAnalyticsCall[] = [];
  return {
    network,
    visitor,
    received,
    sent,
    start: () => startMatomo({ matomoUrl: MATOMO_URL, siteId: SITE_ID }, visitor.context, network.window),
    scriptArrives: () => network.respond(SCRIPT_URL, fakeMatomoJs(network.window, received, sent)),
  };
}

/**
 * The conformance suite's events carry free properties, which Matomo has no place for (PLAN-40: only
 * category, label and value): the harness reads back each event as the port's event whose properties
 * Matomo keeps, so the suite checks names, order, pages and holding, and the mapping is tested below.
 */
describeAnalyticsSinkConformance(
  'Matomo',
  (load: VendorLoad) => {
    const network = new FakeScriptNetwork();
    const received: PaqCommand[] = [];
    const sent: DeliveredAnalyticsCall[] = [];
    let loading: Promise<MatomoAnalyticsSink> | undefined;
    const make = () => {
      loading ??= startMatomo(
        { matomoUrl: MATOMO_URL, siteId: SITE_ID },
        fakeAdapterContext({ analytics: 'granted' }).context,
        network.window,
      );
      if (load === 'loads') void network.respond(SCRIPT_URL, fakeMatomoJs(network.window, received, sent));
      if (load === 'blocked') void network.block(SCRIPT_URL);
      return loading.then((sink) => ({
        page: sink.page.bind(sink),
        track: (event: Parameters<MatomoAnalyticsSink['track']>[0]) => {
          tracked.set(event.name, event);
          sink.track(event);
        },
      }));
    };
    const tracked = new Map<string, Parameters<MatomoAnalyticsSink['track']>[0]>();
    return {
      vendor: matomo.label,
      make,
      release: () => network.respond(SCRIPT_URL, fakeMatomoJs(network.window, received, sent)),
      async delivered() {
        if (load === 'loads') await loading?.catch(() => undefined);
        await nextTask();
        // An event reached Matomo as its mapped command (checked below); the suite gets back the event it made.
        return sent.map((call) => (call.kind === 'track' ? { kind: 'track', event: tracked.get(call.event.name) ?? call.event } : call));
      },
      dispose: () => network.close(),
    };
  },
  { heldLoad: true, blockedLoad: true },
);

describe("Matomo's tracking code, as code", () => {
  it('queues requireConsent, the tracker URL and the site id, then setConsentGiven, before matomo.js; no trackPageView of its own', async () => {
    const { network, start, scriptArrives, received, sent } = matomoOnPage();
    const starting = start();
    await nextTask();
    expect(network.window._paq).toEqual([
      ['requireConsent'],
      ['setTrackerUrl', `${MATOMO_URL}/matomo.php`],
      ['setSiteId', SITE_ID],
      ['setConsentGiven'],
    ]);
    expect(network.scripts).toEqual([SCRIPT_URL]);
    await scriptArrives();
    await starting;
    expect(received.map(([name]) => name)).toEqual(['requireConsent', 'setTrackerUrl', 'setSiteId', 'setConsentGiven']);
    expect(sent).toEqual([]);
  });

  it('a blocked matomo.js rejects, naming it, and stops listening to consent', async () => {
    const { network, start, visitor } = matomoOnPage();
    const rejected = expect(start()).rejects.toThrow(`could not load ${SCRIPT_URL}`);
    await network.block(SCRIPT_URL);
    await rejected;
    expect(visitor.listeners('analytics')).toBe(0);
  });
});

describe("Matomo consent, in Matomo's own API", () => {
  it('requireConsent, then setConsentGiven; a withdrawal is forgetConsentGiven (no reload), and Matomo sends nothing after it', async () => {
    const page = matomoOnPage();
    const starting = page.start();
    await page.scriptArrives();
    const sink = await starting;
    sink.page({ path: '/', search: '', url: 'https://shell.example/', title: 'Home' });
    page.visitor.set('analytics', 'denied');
    sink.page({ path: '/late', search: '', url: 'https://shell.example/late', title: 'Late' });
    expect(page.sent.map((call) => call.kind === 'page' && call.view.path)).toEqual(['/']);
    expect(page.received.filter(([name]) => name.includes('Consent'))).toEqual([
      ['requireConsent'],
      ['setConsentGiven'],
      ['forgetConsentGiven'],
    ]);
    expect(page.visitor.consentSent).toEqual(['_paq requireConsent (before matomo.js)', '_paq setConsentGiven', '_paq forgetConsentGiven']);
    expect(page.visitor.reloads()).toBe(0);
  });

  it('tells each change once: granted again is setConsentGiven again, a repeated state nothing', async () => {
    const page = matomoOnPage();
    const starting = page.start();
    await page.scriptArrives();
    await starting;
    page.visitor.set('analytics', 'denied');
    page.visitor.set('analytics', 'pending');
    page.visitor.set('analytics', 'granted');
    expect(page.visitor.consentSent).toEqual([
      '_paq requireConsent (before matomo.js)',
      '_paq setConsentGiven',
      '_paq forgetConsentGiven',
      '_paq setConsentGiven',
    ]);
  });

  it('made while analytics is still pending, it only requires consent, and gives it once analytics is granted', async () => {
    const page = matomoOnPage(fakeAdapterContext({ analytics: 'pending' }));
    const starting = page.start();
    await page.scriptArrives();
    await starting;
    expect(page.visitor.consentSent).toEqual(['_paq requireConsent (before matomo.js)']);
    page.visitor.set('analytics', 'granted');
    expect(page.visitor.consentSent).toEqual(['_paq requireConsent (before matomo.js)', '_paq setConsentGiven']);
  });
});

describe('the sink: page views and events in Matomo’s terms, with the page the call was made on', () => {
  async function ready() {
    const page = matomoOnPage();
    const starting = page.start();
    await page.scriptArrives();
    await starting;
    const sink = await starting;
    page.received.length = 0;
    return { sink, received: page.received };
  }

  it('a page view is setCustomUrl with the view’s URL, setDocumentTitle, trackPageView', async () => {
    const { sink, received } = await ready();
    sink.page({ path: '/pricing', search: '?plan=pro', url: 'https://shell.example/pricing?plan=pro', title: 'Pricing' });
    expect(received).toEqual([
      ['setCustomUrl', 'https://shell.example/pricing?plan=pro'],
      ['setDocumentTitle', 'Pricing'],
      ['trackPageView'],
    ]);
  });

  it('an event is setCustomUrl with its currentPage, then trackEvent', async () => {
    const { sink, received } = await ready();
    sink.track({ name: 'Signed Up', properties: { currentPage: '/pricing?plan=pro', plan: 'pro' } });
    expect(received).toEqual([
      ['setCustomUrl', 'https://shell.example/pricing?plan=pro'],
      ['trackEvent', 'Events', 'Signed Up'],
    ]);
  });

  it.each([
    [{}, ['trackEvent', 'Events', 'Signed Up']],
    [{ category: 'Account' }, ['trackEvent', 'Account', 'Signed Up']],
    [{ category: 7, label: 'Annual' }, ['trackEvent', 'Events', 'Signed Up', 'Annual']],
    [{ label: 'Annual', value: 120 }, ['trackEvent', 'Events', 'Signed Up', 'Annual', 120]],
    [{ value: 120 }, ['trackEvent', 'Events', 'Signed Up', undefined, 120]],
    [{ value: Number.NaN, label: ['x'] }, ['trackEvent', 'Events', 'Signed Up']],
    [{ value: '120', plan: 'pro', referral: { code: 'X1' } }, ['trackEvent', 'Events', 'Signed Up']],
  ])('properties %j become %j: category, label and value only', (properties, command) => {
    expect(matomoEvent({ name: 'Signed Up', properties })).toEqual(command);
  });
});
