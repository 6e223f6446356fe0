import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { DeliveryPipeline } from '../../application/delivery-pipeline';
import type { VendorPermission } from '../../domain/vendor-permission';
import { VendorUnavailable } from '../../ports/vendor-unavailable';
import { behindPipeline } from '../../testing/conformance/behind-pipeline';
import { describeHeatmapLoaderConformance } from '../../testing/conformance/heatmap-loader.conformance';
import { fakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { atOnce } from '../../testing/manual-later-tasks';
import { mouseflowHeatmapLoader, mouseflowScriptUrl } from './mouseflow-heatmap-loader.adapter';
import { mouseflow } from './mouseflow.vendor';

const WEBSITE_ID = '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
const SCRIPT_URL = mouseflowScriptUrl(WEBSITE_ID);

/** The website ids in the Mouseflow scripts the page asked for (its script reads the id from its own URL). */
const mouseflowStarts = (network: FakeScriptNetwork) =>
  network.requests.flatMap((url) => {
    const match = /^https:\/\/cdn\.mouseflow\.com\/projects\/([^/]+)\.js$/.exec(url);
    return match ? [{ projectId: match[1] }] : [];
  });

function mouseflowOnPage() {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const visitor = fakeAdapterContext({ experience: 'granted' });
  const loader = mouseflowHeatmapLoader({ websiteId: WEBSITE_ID }, visitor.context, network.window);
  return { network, loader, visitor };
}

describeHeatmapLoaderConformance(
  'mouseflowHeatmapLoader',
  () => {
    const network = new FakeScriptNetwork();
    return {
      vendor: mouseflow.label,
      make: () => mouseflowHeatmapLoader({ websiteId: WEBSITE_ID }, fakeAdapterContext({ experience: 'granted' }).context, network.window),
      projectId: WEBSITE_ID,
      started: () => mouseflowStarts(network),
      finishLoading: () => network.respond(SCRIPT_URL),
      blockService: () => network.block(SCRIPT_URL),
      dispose: () => network.close(),
    };
  },
  { serviceLoadsLater: true, canBlockService: true },
);

describe('mouseflowHeatmapLoader', () => {
  it('adds nothing to the page before load(): no script, no _mfq', async () => {
    const { network } = mouseflowOnPage();
    await nextTask();
    expect(network.requests).toEqual([]);
    expect(network.window._mfq).toBeUndefined();
  });

  it(`injects ${SCRIPT_URL} as one async script, with the _mfq queue in place before it runs; load() resolves once it has run`, async () => {
    const { network, loader } = mouseflowOnPage();
    let loaded = false;
    const loading = loader.load().then(() => (loaded = true));
    let queueWhenScriptRan: unknown;
    await network.respond(SCRIPT_URL, () => {
      queueWhenScriptRan = network.window._mfq;
      expect(loaded).toBe(false);
    });
    expect(queueWhenScriptRan).toEqual([]);
    const scripts = network.window.document.querySelectorAll('script');
    expect([...scripts].map((script) => [script.src, script.async])).toEqual([[SCRIPT_URL, true]]);
    await loading;
    expect(loaded).toBe(true);
  });

  it('keeps commands the page queued on _mfq before it, for Mouseflow to read', async () => {
    const { network, loader } = mouseflowOnPage();
    network.window._mfq = [['tag', 'checkout']];
    void loader.load();
    await network.respond(SCRIPT_URL);
    expect(network.window._mfq).toEqual([['tag', 'checkout']]);
  });

  it('leaves a Mouseflow the page already runs alone: no second script, nothing told', async () => {
    const { network, loader, visitor } = mouseflowOnPage();
    network.window.mouseflow = {};
    await loader.load();
    expect(network.requests).toEqual([]);
    expect(visitor.consentSent).toEqual([]);
  });

  it('load() twice, or again after the script arrived, injects one script', async () => {
    const { network, loader } = mouseflowOnPage();
    void loader.load();
    void loader.load();
    await network.respond(SCRIPT_URL);
    await loader.load();
    expect(network.scripts).toEqual([SCRIPT_URL]);
  });

  it('a blocked script: load() rejects with the URL, as the vendor being unavailable, and asking again gives the same answer', async () => {
    const { network, loader } = mouseflowOnPage();
    const first = expect(loader.load()).rejects.toEqual(new VendorUnavailable(`could not load ${SCRIPT_URL}`));
    await network.block(SCRIPT_URL);
    await first;
    await expect(loader.load()).rejects.toEqual(new VendorUnavailable(`could not load ${SCRIPT_URL}`));
    expect(network.scripts).toEqual([SCRIPT_URL]);
  });

  it('behind the shell’s pipeline, a blocked script is logged once as Mouseflow not loading', async () => {
    const { network, loader } = mouseflowOnPage();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pipeline = behindPipeline(mouseflow.label, () => loader);
    pipeline.deliver((heatmap) => heatmap.load());
    await network.block(SCRIPT_URL);
    pipeline.deliver((heatmap) => heatmap.load());
    await nextTask();
    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]?.[0]).toBe('[shellkit] Mouseflow could not be loaded; the shell carries on without it.');
  });
});

describe('Mouseflow and consent: loaded only with `experience`, no consent call, a withdrawal reloads', () => {
  /** The heatmap port's pipeline as the shell builds it: it makes the loader only once `experience` is granted. */
  function heatmapPipeline(experience: VendorPermission) {
    const network = new FakeScriptNetwork();
    onTestFinished(() => network.close());
    const visitor = fakeAdapterContext({ experience });
    const pipeline = new DeliveryPipeline({
      vendor: mouseflow.label,
      permission: visitor.context.consentFor('experience'),
      makeAdapter: () => mouseflowHeatmapLoader({ websiteId: WEBSITE_ID }, visitor.context, network.window),
      later: atOnce,
    });
    pipeline.deliver((heatmap) => heatmap.load());
    return { network, visitor };
  }

  it.each(['pending', 'denied'] as const)('experience %s: no script, no _mfq, nothing said', async (experience) => {
    const { network, visitor } = heatmapPipeline(experience);
    await nextTask();
    expect(network.requests).toEqual([]);
    expect(network.window._mfq).toBeUndefined();
    expect(visitor.consentSent).toEqual([]);
  });

  it('granted later: loaded then, once; withdrawn, the page reloads once, since Mouseflow has no call that stops it', async () => {
    const { network, visitor } = heatmapPipeline('pending');
    await nextTask();
    visitor.set('experience', 'granted');
    await network.respond(SCRIPT_URL);
    expect(mouseflowStarts(network)).toEqual([{ projectId: WEBSITE_ID }]);
    expect(visitor.reloads()).toBe(0);
    visitor.set('experience', 'denied');
    expect(visitor.reloads()).toBe(1);
    expect(visitor.consentSent).toEqual([
      'loaded with experience granted (Mouseflow has no consent call)',
      'experience withdrawn: no consent call, so the page reloads to stop the tag',
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
