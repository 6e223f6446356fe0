import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { VendorUnavailable } from '../../ports/vendor-unavailable';
import { behindPipeline } from '../../testing/conformance/behind-pipeline';
import { fakeAdapterContext } from '../../testing/fake-adapter-context';
import { describeHeatmapLoaderConformance } from '../../testing/conformance/heatmap-loader.conformance';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { ClarityHeatmapLoader } from './clarity-heatmap-loader.adapter';
import { clarity } from './clarity.vendor';

const PROJECT_ID = 'k2x9abc7q1';
const SCRIPT_URL = `https://www.clarity.ms/tag/${PROJECT_ID}`;

/** The project ids in the Clarity tags the page asked for. */
const clarityStarts = (network: FakeScriptNetwork) =>
  network.requests.flatMap((url) => {
    const match = /^https:\/\/www\.clarity\.ms\/tag\/([^/?#]+)$/.exec(url);
    return match ? [{ projectId: decodeURIComponent(match[1] ?? '') }] : [];
  });

/** The heatmap is made once `experience` is granted; marketing is the visitor's too. */
const everythingGranted = () => fakeAdapterContext({ analytics: 'granted', marketing: 'granted', experience: 'granted' });
const GRANTED = { ad_Storage: 'granted', analytics_Storage: 'granted' };

function clarityOnPage(visitor = everythingGranted()) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const loader = new ClarityHeatmapLoader({ projectId: PROJECT_ID }, visitor.context, network.window);
  return { network, loader, visitor };
}

describeHeatmapLoaderConformance(
  'ClarityHeatmapLoader',
  () => {
    const network = new FakeScriptNetwork();
    return {
      vendor: clarity.label,
      make: () => new ClarityHeatmapLoader({ projectId: PROJECT_ID }, everythingGranted().context, network.window),
      projectId: PROJECT_ID,
      started: () => clarityStarts(network),
      finishLoading: () => network.respond(SCRIPT_URL),
      blockService: () => network.block(SCRIPT_URL),
      dispose: () => network.close(),
    };
  },
  { serviceLoadsLater: true, canBlockService: true },
);

describe('ClarityHeatmapLoader', () => {
  it('adds nothing to the page before load(): no script, no clarity', async () => {
    const { network } = clarityOnPage();
    await nextTask();
    expect(network.scripts).toEqual([]);
    expect(network.window.clarity).toBeUndefined();
  });

  it(`injects exactly ${SCRIPT_URL} as one async script, after a queueing clarity is in place; load() resolves once it has run`, async () => {
    const { network, loader } = clarityOnPage();
    const loading = loader.load();
    await nextTask();
    const scripts = network.window.document.querySelectorAll('script');
    expect([...scripts].map((script) => script.src)).toEqual([SCRIPT_URL]);
    expect(scripts[0]?.async).toBe(true);
    expect(network.requests).toEqual([SCRIPT_URL]);

    network.window.clarity?.('set', 'plan', 'pro');
    expect(network.window.clarity?.q).toEqual([
      ['consentv2', GRANTED],
      ['set', 'plan', 'pro'],
    ]);
    await network.respond(SCRIPT_URL);
    await expect(loading).resolves.toBeUndefined();
  });

  it('puts the project id in the tag URL as a path segment, escaped', async () => {
    const network = new FakeScriptNetwork();
    onTestFinished(() => network.close());
    void new ClarityHeatmapLoader({ projectId: 'a/b?c' }, everythingGranted().context, network.window).load();
    await nextTask();
    expect(network.scripts).toEqual(['https://www.clarity.ms/tag/a%2Fb%3Fc']);
  });

  it('keeps a clarity function the page already had', async () => {
    const { network, loader } = clarityOnPage();
    const pageClarity = vi.fn();
    network.window.clarity = pageClarity;
    void loader.load();
    await nextTask();
    expect(network.window.clarity).toBe(pageClarity);
  });

  it('load() twice, or again after the tag arrived, injects one script', async () => {
    const { network, loader } = clarityOnPage();
    void loader.load();
    void loader.load();
    await network.respond(SCRIPT_URL);
    await loader.load();
    expect(network.scripts).toEqual([SCRIPT_URL]);
    expect(network.requests).toEqual([SCRIPT_URL]);
  });

  it('a blocked tag: load() rejects with the URL, asking again gives the same answer without a second script', async () => {
    const { network, loader } = clarityOnPage();
    const first = expect(loader.load()).rejects.toEqual(new VendorUnavailable(`could not load ${SCRIPT_URL}`));
    await network.block(SCRIPT_URL);
    await first;
    await expect(loader.load()).rejects.toEqual(new VendorUnavailable(`could not load ${SCRIPT_URL}`));
    expect(network.scripts).toEqual([SCRIPT_URL]);
  });

  it('behind the shell’s pipeline, a blocked tag is logged once as Clarity not loading, with the reason', async () => {
    const { network, loader } = clarityOnPage();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pipeline = behindPipeline(clarity.label, () => loader);
    pipeline.deliver((heatmap) => heatmap.load());
    await network.block(SCRIPT_URL);
    pipeline.deliver((heatmap) => heatmap.load());
    await nextTask();
    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]?.[0]).toBe('[shellkit] Clarity could not be loaded; the shell carries on without it.');
    expect(consoleError.mock.calls[0]?.[1]).toEqual(new VendorUnavailable(`could not load ${SCRIPT_URL}`));
  });
});

describe("Clarity's consent: clarity('consentv2', …) before the tag and on every change", () => {
  it("tells Clarity the visitor's choice before the tag script is in the page: analytics_Storage from experience, ad_Storage from marketing", async () => {
    const visitor = fakeAdapterContext({ analytics: 'granted', marketing: 'denied', experience: 'granted' });
    const { network, loader } = clarityOnPage(visitor);
    let queuedWhenTagAdded: unknown[] | undefined;
    new (network.window as unknown as typeof globalThis).MutationObserver(
      () => (queuedWhenTagAdded ??= [...(network.window.clarity?.q ?? [])]),
    ).observe(network.window.document.head, { childList: true });
    void loader.load();
    await nextTask();
    expect(queuedWhenTagAdded).toEqual([['consentv2', { ad_Storage: 'denied', analytics_Storage: 'granted' }]]);
    expect(visitor.consentSent).toEqual(['consentv2 ad_Storage=denied analytics_Storage=granted']);
  });

  it('tells it again on every change (a withdrawal, marketing given later), once per change, and nothing before load()', async () => {
    const visitor = everythingGranted();
    const { network, loader } = clarityOnPage(visitor);
    visitor.set('marketing', 'denied');
    expect(network.window.clarity).toBeUndefined();
    void loader.load();
    await network.respond(SCRIPT_URL);
    visitor.set('marketing', 'granted');
    visitor.set('experience', 'denied');
    visitor.set('marketing', 'denied');

    const consentCalls = (network.window.clarity?.q ?? []).filter((call) => (call as unknown[])[0] === 'consentv2');
    expect(consentCalls).toEqual([
      ['consentv2', { ad_Storage: 'denied', analytics_Storage: 'granted' }],
      ['consentv2', GRANTED],
      ['consentv2', { ad_Storage: 'granted', analytics_Storage: 'denied' }],
      ['consentv2', { ad_Storage: 'denied', analytics_Storage: 'denied' }],
    ]);
    expect(visitor.consentSent.at(-1)).toBe('consentv2 ad_Storage=denied analytics_Storage=denied');
  });

  it('experience withdrawn once the tag is in the page: told, then the page reloads once, since Clarity goes on sending without cookies', async () => {
    const visitor = everythingGranted();
    const { network, loader } = clarityOnPage(visitor);
    void loader.load();
    await network.respond(SCRIPT_URL);
    visitor.set('marketing', 'denied');
    expect(visitor.reloads()).toBe(0);
    visitor.set('experience', 'denied');
    expect(visitor.consentSent.at(-1)).toBe('consentv2 ad_Storage=denied analytics_Storage=denied');
    expect(visitor.reloads()).toBe(1);
  });

  it('experience withdrawn before load(), or after a blocked tag: nothing to stop, no reload', async () => {
    const visitor = everythingGranted();
    const { network, loader } = clarityOnPage(visitor);
    visitor.set('experience', 'denied');
    visitor.set('experience', 'granted');
    const loading = loader.load().catch(() => undefined);
    await network.block(SCRIPT_URL);
    await loading;
    visitor.set('experience', 'denied');
    expect(visitor.reloads()).toBe(0);
  });

  it('a clarity the page already had is told too', async () => {
    const { network, loader } = clarityOnPage();
    const pageClarity = vi.fn();
    network.window.clarity = pageClarity;
    void loader.load();
    await nextTask();
    expect(pageClarity).toHaveBeenCalledWith('consentv2', GRANTED);
  });
});
