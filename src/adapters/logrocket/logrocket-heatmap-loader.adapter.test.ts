import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { DeliveryPipeline } from '../../application/delivery-pipeline';
import type { VendorPermission } from '../../domain/vendor-permission';
import { VendorUnavailable } from '../../ports/vendor-unavailable';
import { behindPipeline } from '../../testing/conformance/behind-pipeline';
import { describeHeatmapLoaderConformance } from '../../testing/conformance/heatmap-loader.conformance';
import { fakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { atOnce } from '../../testing/manual-later-tasks';
import { LOGROCKET_SCRIPT_URL, logRocketHeatmapLoader } from './logrocket-heatmap-loader.adapter';
import { logrocket } from './logrocket.vendor';

const APP_ID = 'acme/shop';

/** LogRocket's script, as the test serves it: a LogRocket whose `init` calls are kept. */
function serveLogRocket(network: FakeScriptNetwork) {
  const init = vi.fn();
  return { init, respond: () => network.respond(LOGROCKET_SCRIPT_URL, () => (network.window.LogRocket = { init })) };
}

function logRocketOnPage() {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const visitor = fakeAdapterContext({ experience: 'granted' });
  const loader = logRocketHeatmapLoader({ appId: APP_ID }, visitor.context, network.window);
  return { network, loader, visitor, ...serveLogRocket(network) };
}

describeHeatmapLoaderConformance(
  'logRocketHeatmapLoader',
  () => {
    const network = new FakeScriptNetwork();
    const { respond } = serveLogRocket(network);
    return {
      vendor: logrocket.label,
      make: () => logRocketHeatmapLoader({ appId: APP_ID }, fakeAdapterContext({ experience: 'granted' }).context, network.window),
      projectId: APP_ID,
      // Its script's URL carries no app id (init does, once the script has run: tested below): each request is a start of it.
      started: () => network.requests.filter((url) => url === LOGROCKET_SCRIPT_URL).map(() => ({ projectId: APP_ID })),
      finishLoading: respond,
      blockService: () => network.block(LOGROCKET_SCRIPT_URL),
      dispose: () => network.close(),
    };
  },
  { serviceLoadsLater: true, canBlockService: true },
);

describe('logRocketHeatmapLoader', () => {
  it('adds nothing to the page before load()', async () => {
    const { network } = logRocketOnPage();
    await nextTask();
    expect(network.requests).toEqual([]);
    expect(network.window.LogRocket).toBeUndefined();
  });

  it('injects LogRocket.min.js as one async, anonymous-CORS script, then calls LogRocket.init(appId) once it has run; load() resolves after', async () => {
    const { network, loader, init, respond } = logRocketOnPage();
    let loaded = false;
    const loading = loader.load().then(() => (loaded = true));
    await nextTask();
    const scripts = [...network.window.document.querySelectorAll('script')];
    expect(scripts.map((script) => [script.src, script.async, script.getAttribute('crossorigin')])).toEqual([
      [LOGROCKET_SCRIPT_URL, true, 'anonymous'],
    ]);
    expect(init).not.toHaveBeenCalled();
    await respond();
    await loading;
    expect(loaded).toBe(true);
    expect(init).toHaveBeenCalledExactlyOnceWith(APP_ID);
  });

  it('load() twice, or again after the script arrived, injects one script and inits once', async () => {
    const { network, loader, init, respond } = logRocketOnPage();
    void loader.load();
    void loader.load();
    await respond();
    await loader.load();
    expect(network.scripts).toEqual([LOGROCKET_SCRIPT_URL]);
    expect(init).toHaveBeenCalledOnce();
  });

  it('leaves a LogRocket the page already runs alone: no second script, nothing told', async () => {
    const { network, loader, visitor } = logRocketOnPage();
    const pageLogRocket = { init: vi.fn() };
    network.window.LogRocket = pageLogRocket;
    await loader.load();
    expect(network.requests).toEqual([]);
    expect(pageLogRocket.init).not.toHaveBeenCalled();
    expect(visitor.consentSent).toEqual([]);
  });

  it('a blocked script rejects as the vendor being unavailable, with the URL; a script that defines no LogRocket too', async () => {
    const blocked = logRocketOnPage();
    const first = expect(blocked.loader.load()).rejects.toEqual(new VendorUnavailable(`could not load ${LOGROCKET_SCRIPT_URL}`));
    await blocked.network.block(LOGROCKET_SCRIPT_URL);
    await first;
    await expect(blocked.loader.load()).rejects.toEqual(new VendorUnavailable(`could not load ${LOGROCKET_SCRIPT_URL}`));
    expect(blocked.network.scripts).toEqual([LOGROCKET_SCRIPT_URL]);

    const empty = logRocketOnPage();
    const loading = expect(empty.loader.load()).rejects.toEqual(
      new VendorUnavailable(`${LOGROCKET_SCRIPT_URL} ran but defined no LogRocket`),
    );
    await empty.network.respond(LOGROCKET_SCRIPT_URL);
    await loading;
  });

  it('behind the shell’s pipeline, a blocked script is logged once as LogRocket not loading', async () => {
    const { network, loader } = logRocketOnPage();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pipeline = behindPipeline(logrocket.label, () => loader);
    pipeline.deliver((heatmap) => heatmap.load());
    await network.block(LOGROCKET_SCRIPT_URL);
    pipeline.deliver((heatmap) => heatmap.load());
    await nextTask();
    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]?.[0]).toBe('[shellkit] LogRocket could not be loaded; the shell carries on without it.');
  });
});

describe('LogRocket and consent: loaded only with `experience`, no consent call, a withdrawal reloads', () => {
  /** The heatmap port's pipeline as the shell builds it: it makes the loader only once `experience` is granted. */
  function heatmapPipeline(experience: VendorPermission) {
    const network = new FakeScriptNetwork();
    onTestFinished(() => network.close());
    const visitor = fakeAdapterContext({ experience });
    const pipeline = new DeliveryPipeline({
      vendor: logrocket.label,
      permission: visitor.context.consentFor('experience'),
      makeAdapter: () => logRocketHeatmapLoader({ appId: APP_ID }, visitor.context, network.window),
      later: atOnce,
    });
    pipeline.deliver((heatmap) => heatmap.load());
    return { network, visitor, ...serveLogRocket(network) };
  }

  it.each(['pending', 'denied'] as const)('experience %s: no script, no LogRocket, nothing said', async (experience) => {
    const { network, visitor } = heatmapPipeline(experience);
    await nextTask();
    expect(network.requests).toEqual([]);
    expect(visitor.consentSent).toEqual([]);
  });

  it('granted later: loaded and inited then, once; withdrawn, the page reloads once, since LogRocket has no call to stop it', async () => {
    const { visitor, init, respond } = heatmapPipeline('pending');
    await nextTask();
    visitor.set('experience', 'granted');
    await respond();
    expect(init).toHaveBeenCalledExactlyOnceWith(APP_ID);
    expect(visitor.reloads()).toBe(0);
    visitor.set('experience', 'denied');
    expect(visitor.reloads()).toBe(1);
    expect(visitor.consentSent).toEqual([
      'loaded with experience granted (LogRocket has no consent call)',
      'experience withdrawn: no consent call, so the page reloads to stop the tag',
    ]);
  });

  it('a script that never ran (blocked) needs no reload when experience is withdrawn', async () => {
    const { network, visitor } = heatmapPipeline('granted');
    await nextTask();
    await network.block(LOGROCKET_SCRIPT_URL);
    visitor.set('experience', 'denied');
    expect(visitor.reloads()).toBe(0);
  });
});
