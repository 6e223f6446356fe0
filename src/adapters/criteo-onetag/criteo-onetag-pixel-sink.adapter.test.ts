import { describe, expect, it, onTestFinished } from 'vitest';
import { behindPipeline, loggedLines, settle, watchConsoleError } from '../../testing/conformance/behind-pipeline';
import { describeNoConsentCallConformance } from '../../testing/conformance/no-consent-call.conformance';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { startCriteoOneTag } from './criteo-onetag-pixel-sink.adapter';
import { criteoOneTag } from './criteo-onetag.vendor';
import { CRITEO_LOADER_URL, siteType, type CriteoEvent } from './criteo-q';

const ACCOUNT = '12345';
const LOADER = `${CRITEO_LOADER_URL}?a=${ACCOUNT}`;
const OPTIONS = { account: ACCOUNT, events: { 'Add To Cart': 'addToCart' } };

/** What ld.js does when it runs: takes `criteo_q` over with a `push` of its own and replays what was queued. */
function fakeLoader(page: Window, received: CriteoEvent[]) {
  return () => {
    const queued = page.criteo_q as CriteoEvent[];
    page.criteo_q = { push: (...events: CriteoEvent[]) => received.push(...events) };
    received.push(...queued);
  };
}

function criteoOnPage(visitor: FakeAdapterContext = fakeAdapterContext({ marketing: 'granted' })) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: CriteoEvent[] = [];
  return {
    network,
    visitor,
    received,
    start: () => startCriteoOneTag(OPTIONS, visitor.context, network.window),
    loaderArrives: () => network.respond(LOADER, fakeLoader(network.window, received)),
  };
}

const event = (name: string) => ({ name, properties: { currentPage: '/shop', item: [{ id: '42', price: 10, quantity: 1 }] } });
const view = (path: string) => ({ path, search: '', url: `https://shell.example${path}`, title: 'Page' });

// The pixel conformance suite asks that every event reach the vendor; Criteo counts only its own events,
// so these are its cases, behind a real pipeline.
describe('Criteo OneTag behind the shell’s pipeline', () => {
  it('queues setAccount and setSiteType, then injects ld.js with the account, once, async, with no view of its own', async () => {
    const { network, start } = criteoOnPage();
    void start();
    await nextTask();
    expect(network.window.criteo_q).toEqual([
      { event: 'setAccount', account: 12345 },
      { event: 'setSiteType', type: siteType(network.window.navigator.userAgent) },
    ]);
    expect(network.scripts).toEqual(['https://dynamic.criteo.com/js/ld/ld.js?a=12345']);
    expect(network.window.document.querySelector('script')?.async).toBe(true);
  });

  it('the site type is Criteo’s: t for an iPad, m for a phone, d otherwise', () => {
    expect(siteType('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('t');
    expect(siteType('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('m');
    expect(siteType('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0')).toBe('d');
  });

  it('page views are viewHome on / and viewPage elsewhere; its own events and mapped ones go with their properties, in order, once each; others are not sent', async () => {
    const { start, loaderArrives, received } = criteoOnPage();
    const consoleError = watchConsoleError();
    const pipeline = behindPipeline(criteoOneTag.label, start);
    pipeline.deliver((sink) => sink.page?.(view('/')));
    for (const name of ['Add To Cart', 'Sample Event', 'trackTransaction']) pipeline.deliver((sink) => sink.track(event(name)));
    await settle();
    expect(received).toEqual([]);
    await loaderArrives();
    pipeline.deliver((sink) => sink.page?.(view('/shop')));
    await settle();
    const properties = event('').properties;
    expect(received.slice(2)).toEqual([
      { event: 'viewHome' },
      { ...properties, event: 'addToCart' },
      { ...properties, event: 'trackTransaction' },
      { event: 'viewPage' },
    ]);
    expect(loggedLines(consoleError)).toEqual([]);
  });
});

describeNoConsentCallConformance(
  criteoOneTag,
  (visitor) => {
    const { network, start, loaderArrives } = criteoOnPage(visitor);
    return { network, start, scriptArrives: loaderArrives, scriptUrl: LOADER };
  },
  { namedInSignal: 'Criteo' },
);
