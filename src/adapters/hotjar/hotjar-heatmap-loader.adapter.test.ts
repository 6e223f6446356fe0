import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { VendorUnavailable } from '../../ports/vendor-unavailable';
import { behindPipeline } from '../../testing/conformance/behind-pipeline';
import { describeHeatmapLoaderConformance } from '../../testing/conformance/heatmap-loader.conformance';
import { DeliveryPipeline } from '../../application/delivery-pipeline';
import { atOnce } from '../../testing/manual-later-tasks';
import type { VendorPermission } from '../../domain/vendor-permission';
import { fakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { HotjarHeatmapLoader } from './hotjar-heatmap-loader.adapter';
import { hotjar } from './hotjar.vendor';

const SITE_ID = '3141592';
const SCRIPT_URL = `https://static.hotjar.com/c/hotjar-${SITE_ID}.js?sv=6`;

/** The site ids in the Hotjar scripts the page asked for. */
const hotjarStarts = (network: FakeScriptNetwork) =>
  network.requests.flatMap((url) => {
    const match = /^https:\/\/static\.hotjar\.com\/c\/hotjar-(\d+)\.js\?sv=6$/.exec(url);
    return match ? [{ projectId: match[1] }] : [];
  });

function hotjarOnPage() {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const loader = new HotjarHeatmapLoader({ siteId: SITE_ID }, fakeAdapterContext({ experience: 'granted' }).context, network.window);
  return { network, loader };
}

describeHeatmapLoaderConformance(
  'HotjarHeatmapLoader',
  () => {
    const network = new FakeScriptNetwork();
    return {
      vendor: hotjar.label,
      make: () => new HotjarHeatmapLoader({ siteId: SITE_ID }, fakeAdapterContext({ experience: 'granted' }).context, network.window),
      projectId: SITE_ID,
      started: () => hotjarStarts(network),
      finishLoading: () => network.respond(SCRIPT_URL),
      blockService: () => network.block(SCRIPT_URL),
      dispose: () => network.close(),
    };
  },
  { serviceLoadsLater: true, canBlockService: true },
);

describe('HotjarHeatmapLoader', () => {
  it('adds nothing to the page before load(): no script, no hj, no _hjSettings', async () => {
    const { network } = hotjarOnPage();
    await nextTask();
    expect(network.scripts).toEqual([]);
    expect(network.window.hj).toBeUndefined();
    expect(network.window._hjSettings).toBeUndefined();
  });

  it(`injects exactly ${SCRIPT_URL} as one async script in the head, so it never blocks rendering`, async () => {
    const { network, loader } = hotjarOnPage();
    void loader.load();
    await nextTask();
    const scripts = network.window.document.head.querySelectorAll('script');
    expect([...scripts].map((script) => script.src)).toEqual([SCRIPT_URL]);
    expect(scripts[0]?.async).toBe(true);
    expect(network.requests).toEqual([SCRIPT_URL]);
  });

  it('sets _hjSettings = { hjid, hjsv: 6 } and a queueing hj before Hotjar’s script runs; load() resolves once it has run', async () => {
    const { network, loader } = hotjarOnPage();
    let loaded = false;
    const loading = loader.load().then(() => (loaded = true));
    let settingsWhenScriptRan: unknown;
    let hjWhenScriptRan: unknown;
    await network.respond(SCRIPT_URL, () => {
      settingsWhenScriptRan = structuredClone(network.window._hjSettings);
      hjWhenScriptRan = network.window.hj;
      expect(loaded).toBe(false);
    });
    expect(settingsWhenScriptRan).toEqual({ hjid: 3141592, hjsv: 6 });
    expect(typeof hjWhenScriptRan).toBe('function');
    await loading;
    expect(loaded).toBe(true);
  });

  it('the hj stub queues calls for Hotjar to pick up, and an hj the page already had is kept', async () => {
    const { network, loader } = hotjarOnPage();
    void loader.load();
    await nextTask();
    network.window.hj?.('event', 'signed_up');
    expect(network.window.hj?.q).toEqual([['event', 'signed_up']]);

    const other = hotjarOnPage();
    const pageHj = vi.fn();
    other.network.window.hj = pageHj;
    void other.loader.load();
    await nextTask();
    expect(other.network.window.hj).toBe(pageHj);
  });

  it('leaves a Hotjar the page already runs alone: its settings kept, no second script, and load() resolves at once', async () => {
    const { network, loader } = hotjarOnPage();
    network.window._hjSettings = { hjid: 42, hjsv: 6 };
    await loader.load();
    expect(network.requests).toEqual([]);
    expect(network.window._hjSettings).toEqual({ hjid: 42, hjsv: 6 });
  });

  it('load() twice, or again after the script arrived, injects one script', async () => {
    const { network, loader } = hotjarOnPage();
    void loader.load();
    void loader.load();
    await network.respond(SCRIPT_URL);
    await loader.load();
    expect(network.scripts).toEqual([SCRIPT_URL]);
    expect(network.requests).toEqual([SCRIPT_URL]);
  });

  it('a blocked script: load() rejects with the URL, as the vendor being unavailable, and asking again gives the same answer without a second script', async () => {
    const { network, loader } = hotjarOnPage();
    const first = expect(loader.load()).rejects.toEqual(new VendorUnavailable(`could not load ${SCRIPT_URL}`));
    await network.block(SCRIPT_URL);
    await first;
    await expect(loader.load()).rejects.toEqual(new VendorUnavailable(`could not load ${SCRIPT_URL}`));
    expect(network.scripts).toEqual([SCRIPT_URL]);
  });

  it('behind the shell’s pipeline, a blocked script is logged once as Hotjar not loading, with the reason', async () => {
    const { network, loader } = hotjarOnPage();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pipeline = behindPipeline(hotjar.label, () => loader);
    pipeline.deliver((heatmap) => heatmap.load());
    await network.block(SCRIPT_URL);
    pipeline.deliver((heatmap) => heatmap.load());
    await nextTask();
    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]?.[0]).toBe('[shellkit] Hotjar could not be loaded; the shell carries on without it.');
    expect(consoleError.mock.calls[0]?.[1]).toEqual(new VendorUnavailable(`could not load ${SCRIPT_URL}`));
  });
});

describe('Hotjar and consent: loaded only with `experience`, and no consent call to make', () => {
  /** The heatmap port's pipeline as the shell builds it: it makes the loader only once `experience` is granted. */
  function heatmapPipeline(experience: VendorPermission) {
    const network = new FakeScriptNetwork();
    onTestFinished(() => network.close());
    const visitor = fakeAdapterContext({ experience });
    const pipeline = new DeliveryPipeline({
      vendor: hotjar.label,
      permission: visitor.context.consentFor('experience'),
      makeAdapter: () => new HotjarHeatmapLoader({ siteId: SITE_ID }, visitor.context, network.window),
      later: atOnce,
    });
    pipeline.deliver((heatmap) => heatmap.load());
    return { network, visitor };
  }

  it.each(['pending', 'denied'] as const)('experience %s: no script, no hj, no _hjSettings, nothing said', async (experience) => {
    const { network, visitor } = heatmapPipeline(experience);
    await nextTask();
    expect(network.requests).toEqual([]);
    expect(network.window.hj).toBeUndefined();
    expect(network.window._hjSettings).toBeUndefined();
    expect(visitor.consentSent).toEqual([]);
  });

  it('granted later: loaded then, once; withdrawn, the page is reloaded once to stop it, since Hotjar has no call to stop it', async () => {
    const { network, visitor } = heatmapPipeline('pending');
    await nextTask();
    visitor.set('experience', 'granted');
    await network.respond(SCRIPT_URL);
    expect(hotjarStarts(network)).toEqual([{ projectId: SITE_ID }]);
    expect(visitor.reloads()).toBe(0);
    visitor.set('experience', 'denied');
    expect(visitor.reloads()).toBe(1);
    expect(visitor.consentSent).toEqual([
      'loaded with experience granted (no consent call)',
      'experience withdrawn: no consent call, so the page reloads to stop it',
    ]);
  });

  it('a script that never ran (blocked) needs no reload when experience is withdrawn', async () => {
    const { network, visitor } = heatmapPipeline('granted');
    await nextTask();
    await network.block(SCRIPT_URL);
    visitor.set('experience', 'denied');
    expect(visitor.reloads()).toBe(0);
  });
});
