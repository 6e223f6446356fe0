import { describe, expect, it, onTestFinished } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import { describeNoConsentCallConformance } from '../../testing/conformance/no-consent-call.conformance';
import { describePixelSinkConformance } from '../../testing/conformance/pixel-sink.conformance';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { startTaboolaPixel } from './taboola-pixel-sink.adapter';
import { taboolaPixel } from './taboola-pixel.vendor';
import { taboolaPixelUrl, type TfaCommand } from './tfa';

const ACCOUNT = '1234567';
const TFA_URL = taboolaPixelUrl(ACCOUNT);

/** What tfa.js does when it runs: handles what was queued, and takes `_tfa.push` over. */
function fakeTfaJs(page: Window, received: TfaCommand[]) {
  return () => {
    const tfa = page._tfa as TfaCommand[];
    received.push(...tfa.splice(0));
    tfa.push = (...commands: TfaCommand[]) => received.push(...commands);
  };
}

function taboolaOnPage(visitor: FakeAdapterContext = fakeAdapterContext({ marketing: 'granted' })) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: TfaCommand[] = [];
  return {
    network,
    visitor,
    received,
    start: () => startTaboolaPixel({ account: ACCOUNT }, visitor.context, network.window),
    tfaArrives: () => network.respond(TFA_URL, fakeTfaJs(network.window, received)),
  };
}

const eventsIn = (commands: readonly TfaCommand[]): AnalyticsEvent[] =>
  commands
    .filter(({ name }) => name !== 'page_view')
    .map(({ notify: _notify, name, id: _id, ...properties }) => ({ name, properties: properties as AnalyticsEvent['properties'] }));

describePixelSinkConformance(
  'Taboola Pixel',
  () => {
    const page = taboolaOnPage();
    return {
      vendor: taboolaPixel.label,
      make: page.start,
      received: () => eventsIn(page.received),
      finishLoading: page.tfaArrives,
      blockVendor: () => page.network.block(TFA_URL),
      breakVendor: () => {
        (page.network.window._tfa as TfaCommand[]).push = () => {
          throw new TypeError('tfa.js failed');
        };
      },
    };
  },
  { vendorLoadsLater: true, canBlockVendor: true, canBreakVendor: true },
);

describe("Taboola's base pixel, as code", () => {
  it('injects tfa.js for the account once, async, as tb_tfa_script, and sends no page_view of its own', async () => {
    const { network, start, tfaArrives, received } = taboolaOnPage();
    const starting = start();
    await nextTask();
    expect(network.window._tfa).toEqual([]);
    expect(network.scripts).toEqual(['https://cdn.taboola.com/libtrc/unip/1234567/tfa.js']);
    const script = network.window.document.querySelector('script');
    expect([script?.async, script?.id]).toEqual([true, 'tb_tfa_script']);
    await tfaArrives();
    expect(received).toEqual([]);
    (await starting).page?.({ path: '/shop', search: '?a=1', url: 'https://shell.example/shop?a=1', title: 'Shop' });
    expect(received).toEqual([{ notify: 'event', name: 'page_view', id: 1234567, 'item-url': 'https://shell.example/shop?a=1' }]);
  });

  it('a named event goes under its own name with the account id; its properties cannot replace them', async () => {
    const { start, tfaArrives, received } = taboolaOnPage();
    const starting = start();
    await tfaArrives();
    (await starting).track({ name: 'make_purchase', properties: { revenue: 12.5, currency: 'EUR', name: 'not the name', id: 1 } });
    expect(received).toEqual([{ notify: 'event', name: 'make_purchase', id: 1234567, revenue: 12.5, currency: 'EUR' }]);
  });
});

describeNoConsentCallConformance(
  taboolaPixel,
  (visitor) => {
    const { network, start, tfaArrives } = taboolaOnPage(visitor);
    return { network, start, scriptArrives: tfaArrives, scriptUrl: TFA_URL };
  },
  { namedInSignal: 'Taboola' },
);
