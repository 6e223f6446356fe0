import { describe, expect, it } from 'vitest';
import type { ErrorReporter, ErrorSource } from '../../ports/error-reporter.port';
import {
  behindPipeline,
  couldNotBeLoaded,
  disposedAfterEachTest,
  loggedLines,
  needs,
  watchConsoleError,
  watchUnhandledRejections,
} from './behind-pipeline';

/**
 * The ErrorReporter conformance suite: the same behaviour asked of the memory fake and of every
 * vendor adapter. An adapter's test file calls `describeErrorReporterConformance` with a harness
 * that makes the adapter as its descriptor does and reads back what reached its vendor (decoded
 * from a fake network) in the port's terms. Cases about loading run the adapter behind a real
 * delivery pipeline, as the shell does.
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
  /** The name the shell logs the vendor by: its descriptor's label. */
  readonly vendor: string;
  /**
   * Makes the reporter as the vendor's descriptor does: ready (its SDK loaded and initialised), at
   * once or as a promise of it; with a `blocked` load, the promise rejects. Called once per test.
   */
  readonly make: () => ErrorReporter | Promise<ErrorReporter>;
  /**
   * What reached the vendor so far, in order. Waits for work already under way (a load that has
   * started, a send in flight) to finish, but not for a held load.
   */
  delivered(): Promise<readonly DeliveredError[]> | readonly DeliveredError[];
  /** Only for a `held` load: lets the vendor finish loading; resolves once it has. */
  release?(): Promise<void> | void;
  /** Undoes what the harness set up (vendor global state, stubs); run after each test. */
  dispose?(): Promise<void> | void;
}

export type CreateErrorReporterHarness = (load: VendorLoad) => ErrorReporterHarness | Promise<ErrorReporterHarness>;

/** Which optional cases apply. Cases an adapter cannot express are not registered, rather than skipped. */
export interface ErrorReporterHarnessSupport {
  /** The harness can hold the vendor's load (its SDK) until `release()`. */
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
  const harness = disposedAfterEachTest(createHarness);

  describe(`ErrorReporter conformance: ${adapterName}`, () => {
    it('an Error arrives with its name, its message and where the shell caught it', async () => {
      const { make, delivered } = await harness('loads');
      const reporter = await make();
      reporter.captureException(new TypeError("Cannot read properties of undefined (reading 'id')"), { source: 'render' });
      reporter.captureException(new ChunkLoadError('Loading chunk 7 failed'), { source: 'unhandledrejection' });
      expect(await delivered()).toEqual([
        { name: 'TypeError', message: "Cannot read properties of undefined (reading 'id')", source: 'render' },
        { name: 'ChunkLoadError', message: 'Loading chunk 7 failed', source: 'unhandledrejection' },
      ]);
    });

    it('a thrown string is still reported, its text as the message', async () => {
      const { make, delivered } = await harness('loads');
      const reporter = await make();
      reporter.captureException('session expired', { source: 'window.error' });
      const reports = await delivered();
      expect(reports).toHaveLength(1);
      expect(reports[0]).toMatchObject({ message: 'session expired', source: 'window.error' });
    });

    it('any thrown value (null, undefined, a plain object) is reported once, without throwing', async () => {
      const { make, delivered } = await harness('loads');
      const reporter = await make();
      expect(() => {
        reporter.captureException(null, { source: 'unhandledrejection' });
        reporter.captureException(undefined, { source: 'window.error' });
        reporter.captureException({ code: 'E_TIMEOUT' }, { source: 'render' });
      }).not.toThrow();
      expect((await delivered()).map((report) => report.source)).toEqual(['unhandledrejection', 'window.error', 'render']);
    });

    it('reports arrive in the order they were made, each once', async () => {
      const { make, delivered } = await harness('loads');
      const reporter = await make();
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
      it("errors captured while the vendor loads wait in the shell's pipeline and arrive once it is ready, in order, exactly once", async () => {
        const h = await harness('held');
        const release = needs(h.release, 'release');
        const consoleError = watchConsoleError();
        const pipeline = behindPipeline(h.vendor, h.make);
        pipeline.deliver((reporter) => reporter.captureException(new Error('thrown during boot'), { source: 'window.error' }));
        pipeline.deliver((reporter) => reporter.captureException(new TypeError('first render failed'), { source: 'render' }));
        expect(await h.delivered()).toEqual([]);

        await release();
        const early: DeliveredError[] = [
          { name: 'Error', message: 'thrown during boot', source: 'window.error' },
          { name: 'TypeError', message: 'first render failed', source: 'render' },
        ];
        expect(await h.delivered()).toEqual(early);

        // A report after the flush lands after the early ones, and none of those is sent again.
        pipeline.deliver((reporter) => reporter.captureException(new Error('later'), { source: 'unhandledrejection' }));
        expect(await h.delivered()).toEqual([...early, { name: 'Error', message: 'later', source: 'unhandledrejection' }]);
        expect(loggedLines(consoleError)).toEqual([]);
      });
    }

    if (supports.blockedLoad) {
      it('a blocked vendor: captureException never throws nor goes uncaught, nothing is delivered, and the shell logs it once, by name', async () => {
        const consoleError = watchConsoleError();
        const uncaught = watchUnhandledRejections();
        const h = await harness('blocked');
        const pipeline = behindPipeline(h.vendor, h.make);
        expect(() => {
          pipeline.deliver((reporter) => reporter.captureException(new Error('before the load failed'), { source: 'window.error' }));
          pipeline.deliver((reporter) => reporter.captureException('a string', { source: 'unhandledrejection' }));
        }).not.toThrow();
        expect(await h.delivered()).toEqual([]);

        expect(() =>
          pipeline.deliver((reporter) => reporter.captureException(new Error('after the load failed'), { source: 'render' })),
        ).not.toThrow();
        expect(await h.delivered()).toEqual([]);
        // The shell's one line, and nothing from the vendor's SDK beside it.
        expect(loggedLines(consoleError)).toEqual([couldNotBeLoaded(h.vendor)]);
        expect(uncaught).toEqual([]);
      });
    }
  });
}
