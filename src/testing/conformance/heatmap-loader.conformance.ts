import { describe, expect, it } from 'vitest';
import type { HeatmapLoader } from '../../ports/heatmap-loader.port';
import {
  behindPipeline,
  disposedAfterEachTest,
  loggedLines,
  needs,
  settle,
  watchConsoleError,
  watchUnhandledRejections,
} from './behind-pipeline';

/**
 * One HeatmapLoader and a view of the service behind it, fresh for each test. An adapter's test
 * file builds it with only the network faked (the service's script arriving, or being blocked).
 */
export interface HeatmapLoaderHarness {
  /** The name the shell logs the vendor by: its descriptor's label. */
  readonly vendor: string;
  /** Makes the loader as the vendor's descriptor does, at once or as a promise of it. Called once per test. */
  readonly make: () => HeatmapLoader | Promise<HeatmapLoader>;
  /** The project id the loader was configured with; undefined for a fake that starts no real service. */
  readonly projectId: string | undefined;
  /** Each start of the service so far (for a real vendor, each request for its script), with the project id it carried. */
  started(): readonly { readonly projectId: string | undefined }[];
  /** With `serviceLoadsLater`: lets the service's script arrive; resolves once the page has run it. */
  finishLoading?(): Promise<void>;
  /** With `canBlockService`: the service's script is blocked, as an ad blocker does. Resolves once the page has seen that. */
  blockService?(): Promise<void>;
  /** Releases what the harness made (a page, globals). */
  dispose?(): void | Promise<void>;
}

/** What the adapter under test can show; each adds the tests that need it. Declared, so no test is skipped silently. */
export interface HeatmapLoaderCapabilities {
  readonly serviceLoadsLater?: boolean;
  readonly canBlockService?: boolean;
}

/**
 * The behaviour every HeatmapLoader owes the shell (SPEC §1): nothing starts until the shell calls
 * load(); load() starts the service with its project id, once however often it is called; a blocked
 * script never throws into the page and is logged at most once.
 */
export function describeHeatmapLoaderConformance(
  name: string,
  createHarness: () => HeatmapLoaderHarness | Promise<HeatmapLoaderHarness>,
  capabilities: HeatmapLoaderCapabilities = {},
): void {
  const harness = disposedAfterEachTest(createHarness);

  describe(`HeatmapLoader conformance: ${name}`, () => {
    it('the harness provides exactly the capabilities it declares', async () => {
      const h = await harness();
      expect({ serviceLoadsLater: typeof h.finishLoading === 'function', canBlockService: typeof h.blockService === 'function' }).toEqual({
        serviceLoadsLater: capabilities.serviceLoadsLater ?? false,
        canBlockService: capabilities.canBlockService ?? false,
      });
    });

    it('making the loader starts nothing: the shell decides when (after the page is interactive)', async () => {
      const h = await harness();
      await h.make();
      await settle();
      expect(h.started()).toEqual([]);
    });

    it('load() starts the service with its project id', async () => {
      const h = await harness();
      const loader = await h.make();
      loader.load();
      await settle();
      expect(h.started()).toEqual([{ projectId: h.projectId }]);
    });

    it('calling load() twice, or again once the service has loaded, starts it once', async () => {
      const h = await harness();
      const loader = await h.make();
      loader.load();
      loader.load();
      await settle();
      await h.finishLoading?.();
      loader.load();
      await settle();
      expect(h.started()).toEqual([{ projectId: h.projectId }]);
    });

    if (capabilities.canBlockService) {
      it('a blocked script: asking again never throws nor goes uncaught, it is not retried, and the shell logs it once, by name', async () => {
        const h = await harness();
        const consoleError = watchConsoleError();
        const uncaught = watchUnhandledRejections();
        // As the shell asks: through the port's pipeline, which logs what load() reports.
        const pipeline = behindPipeline(h.vendor, h.make);
        expect(() => pipeline.deliver((loader) => loader.load())).not.toThrow();
        await needs(h.blockService, 'blockService')();
        expect(() => pipeline.deliver((loader) => loader.load())).not.toThrow();
        await settle();
        expect(h.started()).toHaveLength(1);
        // load() reports the blocked script (it rejects), so the page's console says so once, naming the vendor.
        expect(loggedLines(consoleError)).toEqual([expect.stringMatching(new RegExp(`^\\[shellkit\\] ${h.vendor} `))]);
        expect(uncaught).toEqual([]);
      });
    }
  });
}
