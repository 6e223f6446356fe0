import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { FakeScriptNetwork, nextTask } from '../../platform/fake-script-network';
import { describeHeatmapLoaderConformance } from '../../ports/heatmap-loader.conformance';
import { ClarityHeatmapLoader } from './clarity-heatmap-loader.adapter';

const PROJECT_ID = 'k2x9abc7q1';
const SCRIPT_URL = `https://www.clarity.ms/tag/${PROJECT_ID}`;

/** The project ids in the Clarity tags the page asked for. */
const clarityStarts = (network: FakeScriptNetwork) =>
  network.requests.flatMap((url) => {
    const match = /^https:\/\/www\.clarity\.ms\/tag\/([^/?#]+)$/.exec(url);
    return match ? [{ projectId: decodeURIComponent(match[1] ?? '') }] : [];
  });

function clarityOnPage() {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const loader = new ClarityHeatmapLoader({ adapter: 'clarity', projectId: PROJECT_ID }, network.window);
  return { network, loader };
}

describeHeatmapLoaderConformance(
  'ClarityHeatmapLoader',
  () => {
    const network = new FakeScriptNetwork();
    const loader = new ClarityHeatmapLoader({ adapter: 'clarity', projectId: PROJECT_ID }, network.window);
    return {
      loader,
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

  it(`injects exactly ${SCRIPT_URL} as one async script, after a queueing clarity is in place`, async () => {
    const { network, loader } = clarityOnPage();
    loader.load();
    await nextTask();
    const scripts = network.window.document.querySelectorAll('script');
    expect([...scripts].map((script) => script.src)).toEqual([SCRIPT_URL]);
    expect(scripts[0]?.async).toBe(true);
    expect(network.requests).toEqual([SCRIPT_URL]);

    network.window.clarity?.('set', 'plan', 'pro');
    expect(network.window.clarity?.q).toEqual([['set', 'plan', 'pro']]);
    await network.respond(SCRIPT_URL);
    expect(loader.state).toBe('ready');
  });

  it('keeps a clarity function the page already had', async () => {
    const { network, loader } = clarityOnPage();
    const pageClarity = vi.fn();
    network.window.clarity = pageClarity;
    loader.load();
    await nextTask();
    expect(network.window.clarity).toBe(pageClarity);
  });

  it('load() twice, or again after the tag arrived, injects one script', async () => {
    const { network, loader } = clarityOnPage();
    loader.load();
    loader.load();
    await network.respond(SCRIPT_URL);
    loader.load();
    await nextTask();
    expect(network.scripts).toEqual([SCRIPT_URL]);
    expect(network.requests).toEqual([SCRIPT_URL]);
  });

  it('a blocked tag is logged once, naming Clarity, and the page carries on', async () => {
    const { network, loader } = clarityOnPage();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loader.load();
    await network.block(SCRIPT_URL);
    loader.load();
    await nextTask();
    expect(loader.state).toBe('failed');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toContain('Clarity could not be loaded');
  });
});
