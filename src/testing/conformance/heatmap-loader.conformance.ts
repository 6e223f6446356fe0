import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { HeatmapLoader } from './heatmap-loader.port';

/**
 * One HeatmapLoader and a view of the service behind it, fresh for each test. An adapter's test
 * file builds it with only the network faked (the service's script arriving, or being blocked).
 */
export interface HeatmapLoaderHarness {
  readonly loader: HeatmapLoader;
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
  const harness = async () => {
    const created = await createHarness();
    onTestFinished(async () => {
      await created.dispose?.();
    });
    return created;
  };

  describe(`HeatmapLoader conformance: ${name}`, () => {
    it('the harness provides exactly the capabilities it declares', async () => {
      const h = await harness();
      expect({ serviceLoadsLater: typeof h.finishLoading === 'function', canBlockService: typeof h.blockService === 'function' }).toEqual({
        serviceLoadsLater: capabilities.serviceLoadsLater ?? false,
        canBlockService: capabilities.canBlockService ?? false,
      });
    });

    it('creating the loader starts nothing: the shell decides when (after the page is interactive)', async () => {
      const h = await harness();
      await settle();
      expect(h.started()).toEqual([]);
    });

    it('load() starts the service with its project id', async () => {
      const h = await harness();
      h.loader.load();
      await settle();
      expect(h.started()).toEqual([{ projectId: h.projectId }]);
    });

    it('calling load() twice, or again once the service has loaded, starts it once', async () => {
      const h = await harness();
      h.loader.load();
      h.loader.load();
      await settle();
      await h.finishLoading?.();
      h.loader.load();
      await settle();
      expect(h.started()).toEqual([{ projectId: h.projectId }]);
    });

    if (capabilities.canBlockService) {
      it('a blocked script: load() never throws, nothing goes uncaught, it is logged at most once, and it is not retried', async () => {
        const h = await harness();
        const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        onTestFinished(() => consoleError.mockRestore());
        const uncaught = watchUnhandledRejections();
        expect(() => h.loader.load()).not.toThrow();
        await needs(h.blockService, 'blockService')();
        expect(() => h.loader.load()).not.toThrow();
        await settle();
        expect(h.started()).toHaveLength(1);
        expect(consoleError.mock.calls.length).toBeLessThanOrEqual(1);
        expect(uncaught).toEqual([]);
      });
    }
  });
}

function needs<T>(hook: T | undefined, what: string): T {
  if (hook === undefined) throw new Error(`The harness declares the capability but has no ${what}()`);
  return hook;
}

/** Lets promise callbacks and queued tasks run, so an adapter that starts asynchronously has done so. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Promise rejections nobody handled while the test ran: the page would report them as uncaught errors. */
function watchUnhandledRejections(): unknown[] {
  const seen: unknown[] = [];
  const record = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', record);
  onTestFinished(() => {
    process.off('unhandledRejection', record);
  });
  return seen;
}
