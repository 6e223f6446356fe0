import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ErrorReporter, ErrorSource } from './error-reporter.port';

/**
 * The ErrorReporter conformance suite: the same behaviour asked of the memory fake and of every
 * vendor adapter. An adapter's test file calls `describeErrorReporterConformance` with a harness
 * that reads back what reached its vendor (decoded from a fake network) in the port's terms.
 */

/** One report as the vendor received it: the error's name and message, and where the shell caught it. */
export interface DeliveredError {
  readonly name: string;
  readonly message: string;
  readonly source: ErrorSource;
}

/** How the vendor behind the reporter loads in one test: at once, only when released, or never (blocked). */
export type VendorLoad = 'loads' | 'held' | 'blocked';

export interface ErrorReporterHarness {
  readonly reporter: ErrorReporter;
  /**
   * What reached the vendor so far, in order. Waits for work already under way (a load that has
   * started, a send in flight) to finish, but not for a held load.
   */
  delivered(): Promise<readonly DeliveredError[]> | readonly DeliveredError[];
  /** Only for a `held` load: lets the vendor load now; resolves once it has. */
  release?(): Promise<void> | void;
  /** Undoes what the harness set up (vendor global state, stubs); run after each test. */
  dispose?(): Promise<void> | void;
}

export type CreateErrorReporterHarness = (load: VendorLoad) => ErrorReporterHarness | Promise<ErrorReporterHarness>;

/** Which optional cases apply. Cases an adapter cannot express are not registered, rather than skipped. */
export interface ErrorReporterHarnessSupport {
  /** The adapter loads its vendor later and the harness can hold that load until `release()`. */
  readonly heldLoad?: boolean;
  /** The harness can make the vendor fail to load, as an ad blocker does. */
  readonly blockedLoad?: boolean;
}

class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function describeErrorReporterConformance(
  adapterName: string,
  createHarness: CreateErrorReporterHarness,
  supports: ErrorReporterHarnessSupport = {},
): void {
  const harness = async (load: VendorLoad) => {
    const created = await createHarness(load);
    onTestFinished(async () => {
      await created.dispose?.();
    });
    return created;
  };

  describe(`ErrorReporter conformance: ${adapterName}`, () => {
    it('an Error arrives with its name, its message and where the shell caught it', async () => {
      const { reporter, delivered } = await harness('loads');
      reporter.captureException(new TypeError("Cannot read properties of undefined (reading 'id')"), { source: 'render' });
      reporter.captureException(new ChunkLoadError('Loading chunk 7 failed'), { source: 'unhandledrejection' });
      expect(await delivered()).toEqual([
        { name: 'TypeError', message: "Cannot read properties of undefined (reading 'id')", source: 'render' },
        { name: 'ChunkLoadError', message: 'Loading chunk 7 failed', source: 'unhandledrejection' },
      ]);
    });

    it('a thrown string is still reported, its text as the message', async () => {
      const { reporter, delivered } = await harness('loads');
      reporter.captureException('session expired', { source: 'window.error' });
      const reports = await delivered();
      expect(reports).toHaveLength(1);
      expect(reports[0]).toMatchObject({ message: 'session expired', source: 'window.error' });
    });

    it('any thrown value (null, undefined, a plain object) is reported once, without throwing', async () => {
      const { reporter, delivered } = await harness('loads');
      expect(() => {
        reporter.captureException(null, { source: 'unhandledrejection' });
        reporter.captureException(undefined, { source: 'window.error' });
        reporter.captureException({ code: 'E_TIMEOUT' }, { source: 'render' });
      }).not.toThrow();
      expect((await delivered()).map((report) => report.source)).toEqual(['unhandledrejection', 'window.error', 'render']);
    });

    it('reports arrive in the order they were made, each once', async () => {
      const { reporter, delivered } = await harness('loads');
      reporter.captureException(new Error('first'), { source: 'window.error' });
      reporter.captureException(new RangeError('second'), { source: 'render' });
      reporter.captureException(new SyntaxError('third'), { source: 'unhandledrejection' });
      const expected: DeliveredError[] = [
        { name: 'Error', message: 'first', source: 'window.error' },
        { name: 'RangeError', message: 'second', source: 'render' },
        { name: 'SyntaxError', message: 'third', source: 'unhandledrejection' },
      ];
      expect(await delivered()).toEqual(expected);
      expect(await delivered()).toEqual(expected);
    });

    if (supports.heldLoad) {
      it('errors captured before the vendor is ready arrive once it is, in order, exactly once', async () => {
        const { reporter, delivered, release } = await harness('held');
        expect(release, 'a held load needs release()').toBeTypeOf('function');
        reporter.captureException(new Error('thrown during boot'), { source: 'window.error' });
        reporter.captureException(new TypeError('first render failed'), { source: 'render' });
        expect(await delivered()).toEqual([]);

        await release?.();
        const early: DeliveredError[] = [
          { name: 'Error', message: 'thrown during boot', source: 'window.error' },
          { name: 'TypeError', message: 'first render failed', source: 'render' },
        ];
        expect(await delivered()).toEqual(early);

        // A report after the flush lands after the early ones, and none of those is sent again.
        reporter.captureException(new Error('later'), { source: 'unhandledrejection' });
        expect(await delivered()).toEqual([...early, { name: 'Error', message: 'later', source: 'unhandledrejection' }]);
      });
    }

    if (supports.blockedLoad) {
      it('a blocked vendor: captureException never throws, at most one console.error, nothing delivered', async () => {
        // An unhandled rejection would also fail this run: vitest reports those as errors.
        const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const { reporter, delivered } = await harness('blocked');
        expect(() => {
          reporter.captureException(new Error('before the load failed'), { source: 'window.error' });
          reporter.captureException('a string', { source: 'unhandledrejection' });
        }).not.toThrow();
        expect(await delivered()).toEqual([]);

        expect(() => reporter.captureException(new Error('after the load failed'), { source: 'render' })).not.toThrow();
        expect(await delivered()).toEqual([]);
        expect(consoleError.mock.calls.length).toBeLessThanOrEqual(1);
      });
    }
  });
}
