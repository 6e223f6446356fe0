import { describeNoConsentCallConformance } from '../../testing/conformance/no-consent-call.conformance';
import { describe, expect, it, onTestFinished } from 'vitest';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork } from '../../testing/fake-script-network';
import { pirschMeta, startPirsch } from './pirsch-analytics-sink.adapter';
import { PIRSCH_SCRIPT_URL } from './pirsch-script';
import { pirsch } from './pirsch.vendor';

const CODE = 'e2e0c0de4a114b0b8e5d5e11c1f7ab1e';

type PirschCall = ['hit', string] | ['event', string, Readonly<Record<string, string>> | undefined];

/**
 * What pa.js does when it runs (its source): it finds its own tag by `#pianjs`, counts a page view on load
 * and on each pushState unless `data-disable-page-views`, and defines `pirsch(name, options)`; here each
 * page view and event is kept.
 */
function fakePaJs(page: Window, received: PirschCall[], tags: Record<string, string | null>[] = []) {
  return () => {
    const tag = page.document.querySelector('#pianjs');
    tags.push(
      Object.fromEntries(
        ['src', 'data-code', 'data-disable-page-views', 'data-disable-outbound-links', 'data-disable-downloads'].map((name) => [
          name,
          tag?.getAttribute(name) ?? null,
        ]),
      ),
    );
    const hit = () => void received.push(['hit', page.location.pathname + page.location.search]);
    page.pirsch = (name, options) => {
      received.push(['event', name, options?.meta]);
      return Promise.resolve();
    };
    if (!tag?.hasAttribute('data-disable-page-views')) {
      const pushState = page.history.pushState.bind(page.history);
      page.history.pushState = (...args: Parameters<History['pushState']>) => {
        pushState(...args);
        hit();
      };
      hit();
    }
  };
}

function pirschOnPage(visitor: FakeAdapterContext = fakeAdapterContext({ analytics: 'granted' })) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: PirschCall[] = [];
  const tags: Record<string, string | null>[] = [];
  return {
    network,
    visitor,
    received,
    tags,
    start: () => startPirsch({ identificationCode: CODE }, visitor.context, network.window),
    scriptArrives: () => network.respond(PIRSCH_SCRIPT_URL, fakePaJs(network.window, received, tags)),
  };
}

// The AnalyticsSink conformance suite is not run: it asks that the sink deliver the page views it is handed,
// and pa.js has no call for one (it counts them itself). What it does instead is here.
describe('Pirsch: pa.js counts page views itself; the shell sends its named events', () => {
  it('loads pa.js once, as #pianjs with the code, page views on, its own link and download events off', async () => {
    const { network, start, scriptArrives, tags } = pirschOnPage();
    const starting = start();
    await scriptArrives();
    await starting;
    expect(network.requests).toEqual([PIRSCH_SCRIPT_URL]);
    expect(tags).toEqual([
      {
        src: PIRSCH_SCRIPT_URL,
        'data-code': CODE,
        'data-disable-page-views': null,
        'data-disable-outbound-links': '',
        'data-disable-downloads': '',
      },
    ]);
  });

  it('the page it loads on and each change of address are counted by pa.js; a named event is pirsch(name, { meta }), in order', async () => {
    const { network, start, scriptArrives, received } = pirschOnPage();
    const starting = start();
    await scriptArrives();
    const sink = await starting;
    sink.page({ path: '/', search: '', url: 'https://shell.example/', title: 'Home' });
    await sink.track({ name: 'CTA Clicked', properties: { currentPage: '/', label: 'Start' } });
    network.window.history.pushState(null, '', '/pricing?plan=pro');
    sink.page({ path: '/pricing', search: '?plan=pro', url: 'https://shell.example/pricing?plan=pro', title: 'Pricing' });
    await sink.track({ name: 'Signed Up', properties: { currentPage: '/pricing', seats: 3, referral: { code: 'X1' } } });
    expect(received).toEqual([
      ['hit', '/'],
      ['event', 'CTA Clicked', { currentPage: '/', label: 'Start' }],
      ['hit', '/pricing?plan=pro'],
      ['event', 'Signed Up', { currentPage: '/pricing', seats: '3', referral: '{"code":"X1"}' }],
    ]);
  });

  it('an event pa.js would not queue rejects, for the pipeline to log once', async () => {
    const { network, start, scriptArrives } = pirschOnPage();
    const starting = start();
    await scriptArrives();
    const sink = await starting;
    network.window.pirsch = () => Promise.reject(new Error('error queuing event request'));
    await expect(sink.track({ name: 'Signed Up', properties: {} })).rejects.toThrow('error queuing event request');
  });

  it('metadata is text: what has no value is left out', () => {
    expect(pirschMeta({ a: null, b: undefined, c: true, d: 'x', e: 1.5 })).toEqual({ c: 'true', d: 'x', e: '1.5' });
  });
});

describeNoConsentCallConformance(pirsch, (visitor) => {
  const { network, start, scriptArrives } = pirschOnPage(visitor);
  return { network, start, scriptArrives, scriptUrl: PIRSCH_SCRIPT_URL };
});
