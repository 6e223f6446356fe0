import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { DeliveryPipeline } from '../../application/delivery-pipeline';
import type { VendorPermission } from '../../domain/vendor-permission';
import { VendorUnavailable } from '../../ports/vendor-unavailable';
import { behindPipeline } from '../../testing/conformance/behind-pipeline';
import { describeHeatmapLoaderConformance } from '../../testing/conformance/heatmap-loader.conformance';
import { fakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { atOnce } from '../../testing/manual-later-tasks';
import { FULLSTORY_SCRIPT_URL, FullstoryHeatmapLoader } from './fullstory-heatmap-loader.adapter';
import { fullstory } from './fullstory.vendor';

const ORG_ID = 'o-1A2B3C-na1';

/** The org ids fs.js was asked for with: its URL carries none, so each request is read with the `_fs_org` it will find. */
const fullstoryStarts = (network: FakeScriptNetwork) =>
  network.requests.filter((url) => url === FULLSTORY_SCRIPT_URL).map(() => ({ projectId: network.window._fs_org }));

/** The operations fs.js will find queued (or, once it took over, was handed), by name. */
const operations = (network: FakeScriptNetwork) => (network.window.FS?.q ?? []).map(([operation]) => operation);

function fullstoryOnPage(visitor = fakeAdapterContext({ experience: 'granted' })) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const loader = new FullstoryHeatmapLoader({ orgId: ORG_ID }, visitor.context, network.window);
  return { network, loader, visitor };
}

describeHeatmapLoaderConformance(
  'FullstoryHeatmapLoader',
  () => {
    const network = new FakeScriptNetwork();
    return {
      vendor: fullstory.label,
      make: () => new FullstoryHeatmapLoader({ orgId: ORG_ID }, fakeAdapterContext({ experience: 'granted' }).context, network.window),
      projectId: ORG_ID,
      started: () => fullstoryStarts(network),
      finishLoading: () => network.respond(FULLSTORY_SCRIPT_URL),
      blockService: () => network.block(FULLSTORY_SCRIPT_URL),
      dispose: () => network.close(),
    };
  },
  { serviceLoadsLater: true, canBlockService: true },
);

describe('FullstoryHeatmapLoader', () => {
  it('adds nothing to the page before load(): no script, no FS, no _fs_* settings', async () => {
    const { network } = fullstoryOnPage();
    await nextTask();
    expect(network.scripts).toEqual([]);
    expect(network.window.FS).toBeUndefined();
    expect(network.window._fs_org).toBeUndefined();
  });

  it('sets the snippet’s settings, capture off at startup, and a queueing FS before fs.js runs, as one async script', async () => {
    const { network, loader } = fullstoryOnPage();
    let loaded = false;
    const loading = loader.load().then(() => (loaded = true));
    let seenByScript: unknown;
    await network.respond(FULLSTORY_SCRIPT_URL, () => {
      const page = network.window;
      seenByScript = {
        settings: [page._fs_host, page._fs_script, page._fs_org, page._fs_namespace, page._fs_capture_on_startup],
        queued: (page.FS?.q ?? []).map((call) => [...call]),
      };
      expect(loaded).toBe(false);
    });
    expect(seenByScript).toEqual({
      settings: ['fullstory.com', 'edge.fullstory.com/s/fs.js', ORG_ID, 'FS', false],
      queued: [['start', undefined, undefined, undefined, undefined, 2]],
    });
    const scripts = network.window.document.querySelectorAll('script');
    expect([...scripts].map((script) => script.src)).toEqual([FULLSTORY_SCRIPT_URL]);
    expect(scripts[0]?.async).toBe(true);
    await loading;
    expect(loaded).toBe(true);
  });

  it('once fs.js has set FS._api, calls go to it rather than to the queue', async () => {
    const { network, loader, visitor } = fullstoryOnPage();
    void loader.load();
    await network.respond(FULLSTORY_SCRIPT_URL);
    const api = vi.fn();
    const fs = network.window.FS;
    if (!fs) throw new Error('no FS');
    fs._api = api;
    visitor.set('experience', 'denied');
    expect(api).toHaveBeenCalledExactlyOnceWith('shutdown', undefined, undefined, undefined, undefined, 2);
    expect(operations(network)).toEqual(['start']);
  });

  it('leaves a Fullstory the page already runs alone: no second script, nothing told, and load() resolves at once', async () => {
    const { network, loader, visitor } = fullstoryOnPage();
    network.window._fs_namespace = 'FS';
    await loader.load();
    expect(network.requests).toEqual([]);
    expect(network.window._fs_org).toBeUndefined();
    expect(visitor.consentSent).toEqual([]);
  });

  it('load() twice, or again after fs.js arrived, injects one script and starts capture once', async () => {
    const { network, loader } = fullstoryOnPage();
    void loader.load();
    void loader.load();
    await network.respond(FULLSTORY_SCRIPT_URL);
    await loader.load();
    expect(network.scripts).toEqual([FULLSTORY_SCRIPT_URL]);
    expect(operations(network)).toEqual(['start']);
  });

  it('a blocked fs.js: load() rejects with the URL, as the vendor being unavailable, and asking again gives the same answer', async () => {
    const { network, loader } = fullstoryOnPage();
    const first = expect(loader.load()).rejects.toEqual(new VendorUnavailable(`could not load ${FULLSTORY_SCRIPT_URL}`));
    await network.block(FULLSTORY_SCRIPT_URL);
    await first;
    await expect(loader.load()).rejects.toEqual(new VendorUnavailable(`could not load ${FULLSTORY_SCRIPT_URL}`));
    expect(network.scripts).toEqual([FULLSTORY_SCRIPT_URL]);
  });

  it('behind the shell’s pipeline, a blocked fs.js is logged once as Fullstory not loading, with the reason', async () => {
    const { network, loader } = fullstoryOnPage();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pipeline = behindPipeline(fullstory.label, () => loader);
    pipeline.deliver((heatmap) => heatmap.load());
    await network.block(FULLSTORY_SCRIPT_URL);
    pipeline.deliver((heatmap) => heatmap.load());
    await nextTask();
    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]?.[0]).toBe('[shellkit] Fullstory could not be loaded; the shell carries on without it.');
  });
});

describe("Fullstory's consent: capture off at startup, FS('start'), FS('shutdown'), FS('restart')", () => {
  /** The heatmap port's pipeline as the shell builds it: it makes the loader only once `experience` is granted. */
  function heatmapPipeline(experience: VendorPermission) {
    const network = new FakeScriptNetwork();
    onTestFinished(() => network.close());
    const visitor = fakeAdapterContext({ experience });
    const pipeline = new DeliveryPipeline({
      vendor: fullstory.label,
      permission: visitor.context.consentFor('experience'),
      makeAdapter: () => new FullstoryHeatmapLoader({ orgId: ORG_ID }, visitor.context, network.window),
      later: atOnce,
    });
    pipeline.deliver((heatmap) => heatmap.load());
    return { network, visitor };
  }

  it.each(['pending', 'denied'] as const)('experience %s: no fs.js, no FS, nothing told', async (experience) => {
    const { network, visitor } = heatmapPipeline(experience);
    await nextTask();
    expect(network.requests).toEqual([]);
    expect(network.window.FS).toBeUndefined();
    expect(visitor.consentSent).toEqual([]);
  });

  it("granted: FS('start') queued before fs.js runs; withdrawn: FS('shutdown') and no reload; given again: FS('restart'); each once", async () => {
    const { network, visitor } = heatmapPipeline('pending');
    visitor.set('experience', 'granted');
    await network.respond(FULLSTORY_SCRIPT_URL);
    expect(fullstoryStarts(network)).toEqual([{ projectId: ORG_ID }]);
    visitor.set('experience', 'denied');
    visitor.set('experience', 'pending');
    visitor.set('experience', 'granted');
    visitor.set('experience', 'granted');
    expect(operations(network)).toEqual(['start', 'shutdown', 'restart']);
    expect(visitor.reloads()).toBe(0);
    expect(visitor.consentSent).toEqual([
      "_fs_capture_on_startup=false, then FS('start'): experience granted",
      "FS('shutdown'): experience withdrawn, nothing more is captured",
      "FS('restart'): experience granted again",
    ]);
  });

  it("withdrawn while fs.js is still on its way: FS('shutdown') is queued after FS('start'), so fs.js never captures", async () => {
    const { network, visitor } = heatmapPipeline('granted');
    await nextTask();
    visitor.set('experience', 'denied');
    expect(operations(network)).toEqual(['start', 'shutdown']);
    await network.respond(FULLSTORY_SCRIPT_URL);
    expect(visitor.reloads()).toBe(0);
  });
});
