import { describeNoConsentCallConformance } from '../../testing/conformance/no-consent-call.conformance';
import { describe, expect, it, onTestFinished } from 'vitest';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork } from '../../testing/fake-script-network';
import { CLOUDFLARE_BEACON_URL } from './cloudflare-beacon';
import { startCloudflareWebAnalytics } from './cloudflare-web-analytics-sink.adapter';
import { cloudflareWebAnalytics } from './cloudflare-web-analytics.vendor';

const TOKEN = '42e216b9090a59384b8c891dce9eecde';

/**
 * What the beacon does when it runs, as Cloudflare's docs describe: it reads data-cf-beacon from its
 * own tag, counts the page it loads on and, in SPA mode, each pushState; here each count is kept.
 */
function fakeBeacon(page: Window, counted: string[], settings: unknown[] = []) {
  return () => {
    const tag = page.document.querySelector(`script[src="${CLOUDFLARE_BEACON_URL}"]`);
    const config = JSON.parse(tag?.getAttribute('data-cf-beacon') ?? '{}') as { spa?: boolean };
    settings.push(config);
    const count = () => void counted.push(page.location.pathname + page.location.search);
    if (config.spa !== false) {
      const pushState = page.history.pushState.bind(page.history);
      page.history.pushState = (...args: Parameters<History['pushState']>) => {
        pushState(...args);
        count();
      };
    }
    count();
  };
}

function cloudflareOnPage(visitor: FakeAdapterContext = fakeAdapterContext({ analytics: 'granted' })) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const counted: string[] = [];
  const settings: unknown[] = [];
  return {
    network,
    visitor,
    counted,
    settings,
    start: () => startCloudflareWebAnalytics({ token: TOKEN }, visitor.context, network.window),
    beaconArrives: () => network.respond(CLOUDFLARE_BEACON_URL, fakeBeacon(network.window, counted, settings)),
  };
}

// The AnalyticsSink conformance suite is not run: it asks that the sink deliver the page views and events
// it is handed, and this vendor's beacon takes neither (it counts page views itself). What it does instead is here.
describe('Cloudflare Web Analytics: its beacon counts page views itself, in SPA mode', () => {
  it('loads beacon.min.js once, with the token and "spa": true, and nothing else', async () => {
    const { network, start, beaconArrives, settings } = cloudflareOnPage();
    const starting = start();
    await beaconArrives();
    await starting;
    expect(network.requests).toEqual([CLOUDFLARE_BEACON_URL]);
    expect(settings).toEqual([{ token: TOKEN, spa: true }]);
  });

  it('the page it loads on and each change of address are counted by the beacon; the sink sends nothing of its own, events included', async () => {
    const { network, start, beaconArrives, counted } = cloudflareOnPage();
    const starting = start();
    await beaconArrives();
    const sink = await starting;
    sink.page({ path: '/', search: '', url: 'https://shell.example/', title: 'Home' });
    sink.track({ name: 'Signed Up', properties: { currentPage: '/' } });
    network.window.history.pushState(null, '', '/pricing?plan=pro');
    sink.page({ path: '/pricing', search: '?plan=pro', url: 'https://shell.example/pricing?plan=pro', title: 'Pricing' });
    expect(counted).toEqual(['/', '/pricing?plan=pro']);
    expect(network.requests).toEqual([CLOUDFLARE_BEACON_URL]);
  });
});

describeNoConsentCallConformance(cloudflareWebAnalytics, (visitor) => {
  const { network, start, beaconArrives } = cloudflareOnPage(visitor);
  return { network, start, scriptArrives: beaconArrives, scriptUrl: CLOUDFLARE_BEACON_URL };
});
