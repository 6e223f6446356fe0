import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { FakeScriptNetwork, nextTask } from '../../platform/fake-script-network';
import { describeHeatmapLoaderConformance } from '../../ports/heatmap-loader.conformance';
import { HotjarHeatmapLoader } from './hotjar-heatmap-loader.adapter';

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
  const loader = new HotjarHeatmapLoader({ adapter: 'hotjar', siteId: SITE_ID }, network.window);
  return { network, loader };
}

describeHeatmapLoaderConformance(
  'HotjarHeatmapLoader',
  () => {
    const network = new FakeScriptNetwork();
    const loader = new HotjarHeatmapLoader({ adapter: 'hotjar', siteId: SITE_ID }, network.window);
    return {
      loader,
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
    loader.load();
    await nextTask();
    const scripts = network.window.document.head.querySelectorAll('script');
    expect([...scripts].map((script) => script.src)).toEqual([SCRIPT_URL]);
    expect(scripts[0]?.async).toBe(true);
    expect(network.requests).toEqual([SCRIPT_URL]);
  });

  it('sets _hjSettings = { hjid, hjsv: 6 } and a queueing hj before Hotjar’s script runs', async () => {
    const { network, loader } = hotjarOnPage();
    loader.load();
    let settingsWhenScriptRan: unknown;
    let hjWhenScriptRan: unknown;
    await network.respond(SCRIPT_URL, () => {
      settingsWhenScriptRan = structuredClone(network.window._hjSettings);
      hjWhenScriptRan = network.window.hj;
    });
    expect(settingsWhenScriptRan).toEqual({ hjid: 3141592, hjsv: 6 });
    expect(typeof hjWhenScriptRan).toBe('function');
    expect(loader.state).toBe('ready');
  });

  it('the hj stub queues calls for Hotjar to pick up, and an hj the page already had is kept', async () => {
    const { network, loader } = hotjarOnPage();
    loader.load();
    await nextTask();
    network.window.hj?.('event', 'signed_up');
    expect(network.window.hj?.q).toEqual([['event', 'signed_up']]);

    const other = hotjarOnPage();
    const pageHj = vi.fn();
    other.network.window.hj = pageHj;
    other.loader.load();
    await nextTask();
    expect(other.network.window.hj).toBe(pageHj);
  });

  it('leaves a Hotjar the page already runs alone: its settings kept, no second script', async () => {
    const { network, loader } = hotjarOnPage();
    network.window._hjSettings = { hjid: 42, hjsv: 6 };
    loader.load();
    await nextTask();
    expect(network.requests).toEqual([]);
    expect(network.window._hjSettings).toEqual({ hjid: 42, hjsv: 6 });
  });

  it('load() twice, or again after the script arrived, injects one script', async () => {
    const { network, loader } = hotjarOnPage();
    loader.load();
    loader.load();
    await network.respond(SCRIPT_URL);
    loader.load();
    await nextTask();
    expect(network.scripts).toEqual([SCRIPT_URL]);
    expect(network.requests).toEqual([SCRIPT_URL]);
  });

  it('a blocked script is logged once, naming Hotjar, and the page carries on', async () => {
    const { network, loader } = hotjarOnPage();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loader.load();
    await network.block(SCRIPT_URL);
    loader.load();
    await nextTask();
    expect(loader.state).toBe('failed');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toContain('Hotjar could not be loaded');
    expect(consoleError.mock.calls[0]?.[1]).toEqual(new Error(`could not load ${SCRIPT_URL}`));
  });
});
