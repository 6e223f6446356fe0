import { describe, expect, it, onTestFinished } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import { describePixelSinkConformance } from '../../testing/conformance/pixel-sink.conformance';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { startAmazonAdTag } from './amazon-ads-pixel-sink.adapter';
import { amazonAds } from './amazon-ads.vendor';
import { AMAZON_CONSENT_URL, AMAZON_TAG_URL, type AmazonConsent } from './amzn';

const TAG = '768411f6-fa20-33cd-2222-8cdf646d1111';

type AmznCall = unknown[];

function amazonOnPage(visitor: FakeAdapterContext = fakeAdapterContext({ marketing: 'granted' })) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: AmznCall[] = [];
  const page = network.window;
  return {
    network,
    visitor,
    received,
    start: () => startAmazonAdTag({ tagId: TAG, countryCode: 'FR' }, visitor.context, page),
    /** What amzn-consent.js does when it runs: defines `amznConsent`, which (here) records each signal. */
    consentScriptArrives: () =>
      network.respond(AMAZON_CONSENT_URL, () => {
        page.amznConsent = (consent: AmazonConsent) => received.push(['amznConsent', consent]);
      }),
    /** What amzn.js does when it runs: replays the queue and takes `amzn` over. */
    tagArrives: () =>
      network.respond(AMAZON_TAG_URL, () => {
        for (const [args] of page.amzn?.q?.splice(0) ?? []) received.push(args);
        page.amzn = (...args: unknown[]) => void received.push(args);
      }),
  };
}

const eventsIn = (calls: readonly AmznCall[]): AnalyticsEvent[] =>
  calls
    .filter(([method, name]) => method === 'trackEvent' && name !== 'PageView')
    .map(([, name, properties]) => ({ name: name as string, properties: properties as AnalyticsEvent['properties'] }));

describePixelSinkConformance(
  'Amazon Ads tag',
  () => {
    const page = amazonOnPage();
    return {
      vendor: amazonAds.label,
      make: page.start,
      received: () => eventsIn(page.received),
      finishLoading: async () => {
        await page.consentScriptArrives();
        await page.tagArrives();
      },
      blockVendor: () => page.network.block(AMAZON_CONSENT_URL),
      breakVendor: () => {
        page.network.window.amzn = () => {
          throw new TypeError('amzn.js failed');
        };
      },
    };
  },
  { vendorLoadsLater: true, canBlockVendor: true, canBreakVendor: true },
);

describe("Amazon's base code with its consent signal, as code", () => {
  it('its consent script first; the signal before the tag; addTag; then amzn.js, each once and async; no PageView of its own', async () => {
    const { network, start, consentScriptArrives, tagArrives, received } = amazonOnPage();
    const starting = start();
    await nextTask();
    expect(network.scripts).toEqual([AMAZON_CONSENT_URL]);
    await consentScriptArrives();
    expect(received).toEqual([['amznConsent', { countryCode: 'FR', enableAdStorage: true, enableUserData: true }]]);
    expect(network.scripts).toEqual([AMAZON_CONSENT_URL, AMAZON_TAG_URL]);
    expect([...network.window.document.querySelectorAll('script')].every((script) => script.async)).toBe(true);
    await tagArrives();
    (await starting).page?.({ path: '/', search: '', url: 'https://shell.example/', title: 'Home' });
    expect(received.slice(1)).toEqual([
      ['addTag', TAG],
      ['trackEvent', 'PageView'],
    ]);
  });
});

describe('Amazon consent: the Amazon Consent Signal, in its terms', () => {
  it('granted when it loads; a withdrawal tells it both false, once; accepting again tells it both true; nothing reloads', async () => {
    const visitor = fakeAdapterContext({ marketing: 'granted' });
    const { start, consentScriptArrives, tagArrives, received } = amazonOnPage(visitor);
    const starting = start();
    await consentScriptArrives();
    await tagArrives();
    await starting;
    visitor.set('marketing', 'denied');
    visitor.set('marketing', 'denied');
    visitor.set('marketing', 'granted');
    expect(received.filter(([call]) => call === 'amznConsent').map(([, consent]) => consent)).toEqual([
      { countryCode: 'FR', enableAdStorage: true, enableUserData: true },
      { countryCode: 'FR', enableAdStorage: false, enableUserData: false },
      { countryCode: 'FR', enableAdStorage: true, enableUserData: true },
    ]);
    expect(visitor.consentSent).toEqual([
      'amznConsent countryCode=FR enableAdStorage=true enableUserData=true',
      'amznConsent countryCode=FR enableAdStorage=false enableUserData=false',
      'amznConsent countryCode=FR enableAdStorage=true enableUserData=true',
    ]);
    expect(visitor.reloads()).toBe(0);
  });

  it('withdrawn while its consent script loads: the first signal it gets is the withdrawal', async () => {
    const visitor = fakeAdapterContext({ marketing: 'granted' });
    const { start, consentScriptArrives, received } = amazonOnPage(visitor);
    void start().catch(() => undefined);
    await nextTask();
    visitor.set('marketing', 'denied');
    await consentScriptArrives();
    expect(received).toEqual([['amznConsent', { countryCode: 'FR', enableAdStorage: false, enableUserData: false }]]);
  });

  it('a blocked consent script: the tag is never requested, and consent is no longer followed', async () => {
    const visitor = fakeAdapterContext({ marketing: 'granted' });
    const { network, start } = amazonOnPage(visitor);
    const outcome = start().catch((error: unknown) => error);
    await network.block(AMAZON_CONSENT_URL);
    expect(await outcome).toBeInstanceOf(Error);
    expect(network.requests).toEqual([AMAZON_CONSENT_URL]);
    expect(visitor.listeners('marketing')).toBe(0);
  });
});
