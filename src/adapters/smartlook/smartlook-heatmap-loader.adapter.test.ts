import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { DeliveryPipeline } from '../../application/delivery-pipeline';
import type { VendorPermission } from '../../domain/vendor-permission';
import { VendorUnavailable } from '../../ports/vendor-unavailable';
import { behindPipeline } from '../../testing/conformance/behind-pipeline';
import { describeHeatmapLoaderConformance } from '../../testing/conformance/heatmap-loader.conformance';
import { fakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { atOnce } from '../../testing/manual-later-tasks';
import { SMARTLOOK_SCRIPT_URL, smartlookHeatmapLoader } from './smartlook-heatmap-loader.adapter';
import { smartlook } from './smartlook.vendor';

const PROJECT_KEY = '85aa51a7d9a02dad0ac1d269cf13e3e0b3989f09';

/** Each `init` queued for recorder.js, with the key it carries, once the page asked for the script. */
const smartlookStarts = (network: FakeScriptNetwork) =>
  network.requests.includes(SMARTLOOK_SCRIPT_URL)
    ? (network.window.smartlook?.api ?? []).filter(([command]) => command === 'init').map(([, key]) => ({ projectId: key as string }))
    : [];

function smartlookOnPage() {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const visitor = fakeAdapterContext({ experience: 'granted' });
  const loader = smartlookHeatmapLoader({ projectKey: PROJECT_KEY }, visitor.context, network.window);
  return { network, loader, visitor };
}

describeHeatmapLoaderConformance(
  'smartlookHeatmapLoader',
  () => {
    const network = new FakeScriptNetwork();
    return {
      vendor: smartlook.label,
      make: () =>
        smartlookHeatmapLoader({ projectKey: PROJECT_KEY }, fakeAdapterContext({ experience: 'granted' }).context, network.window),
      projectId: PROJECT_KEY,
      started: () => smartlookStarts(network),
      finishLoading: () => network.respond(SMARTLOOK_SCRIPT_URL),
      blockService: () => network.block(SMARTLOOK_SCRIPT_URL),
      dispose: () => network.close(),
    };
  },
  { serviceLoadsLater: true, canBlockService: true },
);

describe('smartlookHeatmapLoader', () => {
  it('adds nothing to the page before load(): no script, no smartlook', async () => {
    const { network } = smartlookOnPage();
    await nextTask();
    expect(network.requests).toEqual([]);
    expect(network.window.smartlook).toBeUndefined();
  });

  it("queues smartlook('init', key, { region: 'eu' }) before recorder.js runs, injected as one async script; load() resolves once it has run", async () => {
    const { network, loader } = smartlookOnPage();
    let loaded = false;
    const loading = loader.load().then(() => (loaded = true));
    let queuedWhenScriptRan: unknown;
    await network.respond(SMARTLOOK_SCRIPT_URL, () => {
      queuedWhenScriptRan = structuredClone(network.window.smartlook?.api);
      expect(loaded).toBe(false);
    });
    expect(queuedWhenScriptRan).toEqual([['init', PROJECT_KEY, { region: 'eu' }]]);
    const scripts = network.window.document.querySelectorAll('script');
    expect([...scripts].map((script) => [script.src, script.async])).toEqual([[SMARTLOOK_SCRIPT_URL, true]]);
    await loading;
    expect(loaded).toBe(true);
  });

  it('leaves a Smartlook the page already runs alone: no second script, no second init, nothing told', async () => {
    const { network, loader, visitor } = smartlookOnPage();
    const pageSmartlook = vi.fn();
    network.window.smartlook = pageSmartlook;
    await loader.load();
    expect(network.requests).toEqual([]);
    expect(pageSmartlook).not.toHaveBeenCalled();
    expect(visitor.consentSent).toEqual([]);
  });

  it('load() twice, or again after recorder.js arrived, injects one script and inits once', async () => {
    const { network, loader } = smartlookOnPage();
    void loader.load();
    void loader.load();
    await network.respond(SMARTLOOK_SCRIPT_URL);
    await loader.load();
    expect(network.scripts).toEqual([SMARTLOOK_SCRIPT_URL]);
    expect(smartlookStarts(network)).toEqual([{ projectId: PROJECT_KEY }]);
  });

  it('a blocked script: load() rejects with the URL, as the vendor being unavailable, and asking again gives the same answer', async () => {
    const { network, loader } = smartlookOnPage();
    const first = expect(loader.load()).rejects.toEqual(new VendorUnavailable(`could not load ${SMARTLOOK_SCRIPT_URL}`));
    await network.block(SMARTLOOK_SCRIPT_URL);
    await first;
    await expect(loader.load()).rejects.toEqual(new VendorUnavailable(`could not load ${SMARTLOOK_SCRIPT_URL}`));
    expect(network.scripts).toEqual([SMARTLOOK_SCRIPT_URL]);
  });

  it('behind the shell’s pipeline, a blocked script is logged once as Smartlook not loading', async () => {
    const { network, loader } = smartlookOnPage();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pipeline = behindPipeline(smartlook.label, () => loader);
    pipeline.deliver((heatmap) => heatmap.load());
    await network.block(SMARTLOOK_SCRIPT_URL);
    pipeline.deliver((heatmap) => heatmap.load());
    await nextTask();
    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]?.[0]).toBe('[shellkit] Smartlook could not be loaded; the shell carries on without it.');
  });
});

describe('Smartlook and consent: loaded only with `experience`, no consent call, a withdrawal reloads', () => {
  /** The heatmap port's pipeline as the shell builds it: it makes the loader only once `experience` is granted. */
  function heatmapPipeline(experience: VendorPermission) {
    const network = new FakeScriptNetwork();
    onTestFinished(() => network.close());
    const visitor = fakeAdapterContext({ experience });
    const pipeline = new DeliveryPipeline({
      vendor: smartlook.label,
      permission: visitor.context.consentFor('experience'),
      makeAdapter: () => smartlookHeatmapLoader({ projectKey: PROJECT_KEY }, visitor.context, network.window),
      later: atOnce,
    });
    pipeline.deliver((heatmap) => heatmap.load());
    return { network, visitor };
  }

  it.each(['pending', 'denied'] as const)('experience %s: no script, no smartlook, nothing said', async (experience) => {
    const { network, visitor } = heatmapPipeline(experience);
    await nextTask();
    expect(network.requests).toEqual([]);
    expect(network.window.smartlook).toBeUndefined();
    expect(visitor.consentSent).toEqual([]);
  });

  it('granted later: loaded then, once; withdrawn, the page reloads once', async () => {
    const { network, visitor } = heatmapPipeline('pending');
    await nextTask();
    visitor.set('experience', 'granted');
    await network.respond(SMARTLOOK_SCRIPT_URL);
    expect(smartlookStarts(network)).toEqual([{ projectId: PROJECT_KEY }]);
    expect(visitor.reloads()).toBe(0);
    visitor.set('experience', 'denied');
    expect(visitor.reloads()).toBe(1);
    expect(visitor.consentSent).toEqual([
      'loaded with experience granted (Smartlook has no consent call)',
      'experience withdrawn: no consent call, so the page reloads to stop the tag',
    ]);
  });

  it('a script that never ran (blocked) needs no reload when experience is withdrawn', async () => {
    const { network, visitor } = heatmapPipeline('granted');
    await nextTask();
    await network.block(SMARTLOOK_SCRIPT_URL);
    visitor.set('experience', 'denied');
    expect(visitor.reloads()).toBe(0);
  });
});
