import { describe, expect, it, onTestFinished } from 'vitest';
import { describeAnalyticsSinkConformance } from '../../testing/conformance/analytics-sink.conformance';
import { describeNoConsentCallConformance } from '../../testing/conformance/no-consent-call.conformance';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork } from '../../testing/fake-script-network';
import { startYandexMetrica } from './yandex-metrica-analytics-sink.adapter';
import { yandexMetrica } from './yandex-metrica.vendor';
import { YANDEX_METRICA_TAG_URL, type Ym } from './ym';
import { scriptAnalyticsHarness } from '../../testing/conformance/script-analytics.harness';

const COUNTER_ID = 93428806;

type YmCall = unknown[];

/** What tag.js does when it runs, as its docs describe: replays `ym`'s queue and takes `ym` over; here each call is kept. */
function fakeTagJs(page: Window, received: YmCall[]) {
  return () => {
    for (const call of page.ym?.a ?? []) received.push(call);
    page.ym = ((...args: unknown[]) => void received.push(args)) as Ym;
  };
}

function metricaOnPage(visitor: FakeAdapterContext = fakeAdapterContext({ analytics: 'granted' })) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: YmCall[] = [];
  return {
    network,
    visitor,
    received,
    start: () => startYandexMetrica({ counterId: COUNTER_ID }, visitor.context, network.window),
    tagArrives: () => network.respond(YANDEX_METRICA_TAG_URL, fakeTagJs(network.window, received)),
  };
}

describeAnalyticsSinkConformance(
  'Yandex Metrica',
  scriptAnalyticsHarness<YmCall>({
    label: yandexMetrica.label,
    scriptUrl: YANDEX_METRICA_TAG_URL,
    start: (page) => startYandexMetrica({ counterId: COUNTER_ID }, fakeAdapterContext({ analytics: 'granted' }).context, page),
    fakeScript: fakeTagJs,
    // A hit keeps its URL, a goal its name (its parameters are checked below); the rest comes from the call made.
    delivered: (received, made) =>
      received
        .filter(([, method]) => method === 'hit' || method === 'reachGoal')
        .map(([, method, target]) => (method === 'hit' ? made.page(String(target)) : made.event(String(target)))),
  }),
  { heldLoad: true, blockedLoad: true },
);

describe('Yandex Metrica’s tag, deferred and without Webvisor', () => {
  it('loads mc.yandex.ru/metrika/tag.js after init with defer, and no click map, link tracking, accurate bounce or Webvisor', async () => {
    const { network, start, tagArrives, received } = metricaOnPage();
    const starting = start();
    await tagArrives();
    await starting;
    expect(network.requests).toEqual([YANDEX_METRICA_TAG_URL]);
    expect(received).toEqual([
      [COUNTER_ID, 'init', { defer: true, clickmap: false, trackLinks: false, accurateTrackBounce: false, webvisor: false }],
    ]);
  });

  it('a page view is a hit with its URL, title and the view before as referer; an event is reachGoal with its properties', async () => {
    const { start, tagArrives, received } = metricaOnPage();
    const starting = start();
    await tagArrives();
    const sink = await starting;
    sink.page({ path: '/', search: '', url: 'https://shell.example/', title: 'Home' });
    sink.page({ path: '/pricing', search: '?plan=pro', url: 'https://shell.example/pricing?plan=pro', title: 'Pricing' });
    sink.track({ name: 'Signed Up', properties: { currentPage: '/pricing', plan: 'pro' } });
    expect(received.slice(1)).toEqual([
      [COUNTER_ID, 'hit', 'https://shell.example/', { title: 'Home' }],
      [COUNTER_ID, 'hit', 'https://shell.example/pricing?plan=pro', { title: 'Pricing', referer: 'https://shell.example/' }],
      [COUNTER_ID, 'reachGoal', 'Signed Up', { currentPage: '/pricing', plan: 'pro' }],
    ]);
  });
});

describeNoConsentCallConformance(yandexMetrica, (visitor) => {
  const { network, start, tagArrives } = metricaOnPage(visitor);
  return { network, start, scriptArrives: tagArrives, scriptUrl: YANDEX_METRICA_TAG_URL };
});
