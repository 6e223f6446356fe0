import { describe, expect, it, onTestFinished } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import {
  describeAnalyticsSinkConformance,
  type DeliveredAnalyticsCall,
  type VendorLoad,
} from '../../testing/conformance/analytics-sink.conformance';
import { fakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { piwikProEvent, startPiwikPro } from './piwik-pro-analytics-sink.adapter';
import { PIWIK_PRO_DATA_LAYER, piwikProContainerScript, type PaqCommand } from './piwik-pro-container';
import { piwikPro, type PiwikProOptions } from './piwik-pro.vendor';

const OPTIONS: PiwikProOptions = {
  containerUrl: 'https://acme.containers.piwik.pro',
  accountUrl: 'https://acme.piwik.pro',
  siteId: '94db1cb1-74f4-4a40-ad6c-962362670409',
};
const SCRIPT_URL = piwikProContainerScript(OPTIONS.containerUrl, OPTIONS.siteId);

/** What Piwik PRO received: its Consent Manager's commands, and its tracker's, each as it ran them. */
interface Received {
  readonly consent: unknown[][];
  readonly tracking: PaqCommand[];
}

/**
 * What the container does when it runs, as its snippet and docs describe: it reads the data layer its URL names,
 * runs the Consent Manager commands queued there (`{ event: 'ppms.cm:<command>', parameters }`) and each pushed later,
 * and its tracker takes `_paq` over, running the commands queued before it and each pushed later.
 */
function fakeContainer(page: Window, received: Received) {
  return () => {
    const tag = page.document.querySelector(`script[src^="${OPTIONS.containerUrl}/"]`) as HTMLScriptElement | null;
    const layerName = new URL(tag?.src ?? '').searchParams.get('data_layer_name') ?? 'dataLayer';
    const layer = (page as unknown as Record<string, unknown[]>)[layerName] ?? [];
    const run = (entry: unknown) => {
      const { event, parameters = [] } = (entry ?? {}) as { event?: unknown; parameters?: unknown[] };
      if (typeof event === 'string' && event.startsWith('ppms.cm:'))
        received.consent.push([event.slice('ppms.cm:'.length), ...parameters.filter((parameter) => typeof parameter !== 'function')]);
    };
    layer.forEach(run);
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      entries.forEach(run);
      return push(...entries);
    };
    const queued = Array.isArray(page._paq) ? (page._paq as PaqCommand[]) : [];
    page._paq = { push: (...commands: PaqCommand[]) => received.tracking.push(...commands) };
    received.tracking.push(...queued);
  };
}

/** Its tracking commands in the port's terms: a page view is the URL and title set before `trackPageView`. */
function delivered(tracking: readonly PaqCommand[]): DeliveredAnalyticsCall[] {
  const calls: DeliveredAnalyticsCall[] = [];
  let url = '';
  let title = '';
  for (const [command, ...args] of tracking) {
    if (command === 'setCustomUrl') url = String(args[0]);
    else if (command === 'setDocumentTitle') title = String(args[0]);
    else if (command === 'trackPageView') {
      const { pathname, search } = new URL(url);
      calls.push({ kind: 'page', view: { path: pathname, search, url, title } });
    } else if (command === 'trackEvent') {
      const [category, action, name, value] = args;
      calls.push({
        kind: 'track',
        event: {
          name: String(action),
          properties: { category, ...(name === undefined ? {} : { label: name }), ...(value === undefined ? {} : { value }) },
        },
      });
    }
  }
  return calls;
}

/** What of an event Piwik PRO can receive: its category ("Events" unless a string is given), its label and its value. */
const receives = ({ name, properties: { category, label, value } }: AnalyticsEvent): AnalyticsEvent => ({
  name,
  properties: {
    category: typeof category === 'string' ? category : 'Events',
    ...(typeof label === 'string' ? { label } : {}),
    ...(typeof value === 'number' && Number.isFinite(value) ? { value } : {}),
  },
});

function piwikProOnPage(initial: 'granted' | 'denied' = 'granted') {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: Received = { consent: [], tracking: [] };
  const visitor = fakeAdapterContext({ analytics: initial });
  return {
    network,
    received,
    visitor,
    start: () => startPiwikPro(OPTIONS, visitor.context, network.window),
    containerArrives: () => network.respond(SCRIPT_URL, fakeContainer(network.window, received)),
  };
}

describeAnalyticsSinkConformance(
  'Piwik PRO',
  (load: VendorLoad) => {
    const network = new FakeScriptNetwork();
    const received: Received = { consent: [], tracking: [] };
    let loading: ReturnType<typeof startPiwikPro> | undefined;
    const make = () => {
      loading ??= startPiwikPro(OPTIONS, fakeAdapterContext({ analytics: 'granted' }).context, network.window);
      if (load === 'loads') void network.respond(SCRIPT_URL, fakeContainer(network.window, received));
      if (load === 'blocked') void network.block(SCRIPT_URL);
      return loading;
    };
    return {
      vendor: piwikPro.label,
      make,
      release: () => network.respond(SCRIPT_URL, fakeContainer(network.window, received)),
      async delivered() {
        if (load === 'loads') await loading?.catch(() => undefined);
        await nextTask();
        return delivered(received.tracking);
      },
      dispose: () => network.close(),
    };
  },
  { heldLoad: true, blockedLoad: true, receives },
);

describe('startPiwikPro: its container, on a data layer of its own', () => {
  it('loads the container with data_layer_name=piwikProLayer, and leaves dataLayer (Google’s) alone', async () => {
    const { network, start, containerArrives } = piwikProOnPage();
    const starting = start();
    await containerArrives();
    await starting;
    expect(network.requests).toEqual([`https://acme.containers.piwik.pro/${OPTIONS.siteId}.js?data_layer_name=piwikProLayer`]);
    const page = network.window as unknown as Record<string, unknown>;
    expect(page[PIWIK_PRO_DATA_LAYER]).toContainEqual(expect.objectContaining({ event: 'stg.start' }));
    expect(page['dataLayer']).toBeUndefined();
  });

  it('a blocked container rejects, naming it, and nothing is told', async () => {
    const { network, start } = piwikProOnPage();
    const rejected = expect(start()).rejects.toThrow(`could not load ${SCRIPT_URL}`);
    await network.block(SCRIPT_URL);
    await rejected;
  });
});

describe('consent, in its Consent Manager’s terms', () => {
  it('analytics granted: setComplianceSettings status 1, queued before the container runs, which runs it first', async () => {
    const { start, containerArrives, received, visitor } = piwikProOnPage();
    const starting = start();
    await containerArrives();
    (await starting).page({ path: '/', search: '', url: 'https://shell.example/', title: 'Home' });
    expect(received.consent).toEqual([['setComplianceSettings', { consents: { analytics: { status: 1 } } }]]);
    expect(received.tracking).toEqual([['setCustomUrl', 'https://shell.example/'], ['setDocumentTitle', 'Home'], ['trackPageView']]);
    expect(visitor.consentSent).toEqual(['setComplianceSettings analytics status=1']);
  });

  it('a withdrawal sends status 0, then reloads the page once (its running tracker would ping on); granted again, status 1; each change once', async () => {
    const { start, containerArrives, received, visitor } = piwikProOnPage();
    const starting = start();
    await containerArrives();
    await starting;
    visitor.set('analytics', 'denied');
    expect(received.consent.at(-1)).toEqual(['setComplianceSettings', { consents: { analytics: { status: 0 } } }]);
    expect(visitor.reloads()).toBe(1);
    visitor.set('analytics', 'denied');
    visitor.set('analytics', 'granted');
    expect(received.consent.map(([, settings]) => settings)).toEqual([
      { consents: { analytics: { status: 1 } } },
      { consents: { analytics: { status: 0 } } },
      { consents: { analytics: { status: 1 } } },
    ]);
    expect(visitor.consentSent).toEqual([
      'setComplianceSettings analytics status=1',
      'setComplianceSettings analytics status=0',
      'setComplianceSettings analytics status=1',
    ]);
  });

  it('a blocked container is in no page: a withdrawal then tells nothing and reloads nothing', async () => {
    const { network, start, received, visitor } = piwikProOnPage();
    const rejected = expect(start()).rejects.toThrow(`could not load ${SCRIPT_URL}`);
    await network.block(SCRIPT_URL);
    await rejected;
    visitor.set('analytics', 'denied');
    expect(received.consent).toEqual([]);
    expect(visitor.reloads()).toBe(0);
    expect(visitor.listeners('analytics')).toBe(0);
  });
});

describe('events as trackEvent(category, action, name, value), as decided for Matomo', () => {
  it.each<[string, AnalyticsEvent['properties'], PaqCommand]>([
    ['no category, label or value', { currentPage: '/', plan: 'pro' }, ['trackEvent', 'Events', 'Signed Up']],
    ['a category and a label', { category: 'Account', label: 'Pro plan', seats: 3 }, ['trackEvent', 'Account', 'Signed Up', 'Pro plan']],
    ['a value without a label', { value: 49.5 }, ['trackEvent', 'Events', 'Signed Up', undefined, 49.5]],
    [
      'a value that is no finite number, a category that is no string',
      { category: 7, value: Infinity, label: 'x' },
      ['trackEvent', 'Events', 'Signed Up', 'x'],
    ],
  ])('%s', (_, properties, command) => {
    expect(piwikProEvent({ name: 'Signed Up', properties })).toEqual(command);
  });
});
