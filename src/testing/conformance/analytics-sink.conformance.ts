import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
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
 * The AnalyticsSink conformance suite: the same behaviour asked of the memory fake and of every
 * vendor adapter. An adapter's test file calls `describeAnalyticsSinkConformance` with a harness
 * that makes the adapter as its descriptor does and reads back what reached its vendor (a fake
 * network, a stubbed global) in the port's terms. Cases about loading run the adapter behind a
 * real delivery pipeline, as the shell does.
 */

/** One call as the vendor received it, translated back into the port's terms. */
export type DeliveredAnalyticsCall =
  { readonly kind: 'page'; readonly view: PageView } | { readonly kind: 'track'; readonly event: AnalyticsEvent };

/** How the vendor behind the sink loads in one test: at once, only when released, or never (blocked). */
export type VendorLoad = 'loads' | 'held' | 'blocked';

export interface AnalyticsSinkHarness {
  /** The name the shell logs the vendor by: its descriptor's label. */
  readonly vendor: string;
  /**
   * Makes the sink as the vendor's descriptor does: ready (its SDK loaded and initialised), at once
   * or as a promise of it; with a `blocked` load, the promise rejects. Called once per test.
   */
  readonly make: () => AnalyticsSink | Promise<AnalyticsSink>;
  /**
   * What reached the vendor so far, in order. Waits for work already under way (a load that has
   * started, a send in flight) to finish, but not for a held load.
   */
  delivered(): Promise<readonly DeliveredAnalyticsCall[]> | readonly DeliveredAnalyticsCall[];
  /** Only for a `held` load: lets the vendor finish loading. */
  release?(): void | Promise<void>;
  /** Undoes what the harness set up; run after each test. */
  dispose?(): void | Promise<void>;
}

export type CreateAnalyticsSinkHarness = (load: VendorLoad) => AnalyticsSinkHarness | Promise<AnalyticsSinkHarness>;

/** Which optional cases apply. Cases an adapter cannot express are not registered, rather than skipped. */
export interface AnalyticsSinkHarnessSupport {
  /** The harness can hold the vendor's load (its SDK, its settings) until `release()`. */
  readonly heldLoad?: boolean;
  /** The harness can make the vendor fail to load, as an ad blocker does. */
  readonly blockedLoad?: boolean;
  /**
   * For a vendor whose events have no free properties (Matomo, Piwik PRO: category, action, name, value): what of an
   * event it receives, in the port's terms, as its `delivered()` reads it back. Absent, an event is received whole.
   */
  readonly receives?: (event: AnalyticsEvent) => AnalyticsEvent;
  /**
   * For a vendor that counts page views itself and has no page-view call (its descriptor's `countsOwnPageViews`): the
   * page-view cases become "page() sends nothing to the vendor", and events still reach it in order.
   */
  readonly countsOwnPageViews?: boolean;
}

const home: PageView = { path: '/', search: '', url: 'https://shell.example/', title: 'Home' };
const pricing: PageView = {
  path: '/pricing',
  search: '?plan=pro&seats=3',
  url: 'https://shell.example/pricing?plan=pro&seats=3',
  title: 'Pricing',
};
const signedUp: AnalyticsEvent = {
  name: 'Signed Up',
  properties: { currentPage: '/pricing', plan: 'pro', seats: 3, annual: false, tags: ['a', 'b'], referral: { code: 'X1' } },
};
const clicked: AnalyticsEvent = { name: 'CTA Clicked', properties: { currentPage: '/', label: 'Start' } };

export function describeAnalyticsSinkConformance(
  adapterName: string,
  createHarness: CreateAnalyticsSinkHarness,
  supports: AnalyticsSinkHarnessSupport = {},
): void {
  const harness = disposedAfterEachTest(createHarness);
  const ownPageViews = supports.countsOwnPageViews === true;
  // What reaches the vendor of each call: no page view for one that counts its own, an event as it can receive it.
  const page = (view: PageView): DeliveredAnalyticsCall[] => (ownPageViews ? [] : [{ kind: 'page', view }]);
  const track = (event: AnalyticsEvent): DeliveredAnalyticsCall => ({ kind: 'track', event: supports.receives?.(event) ?? event });

  describe(`AnalyticsSink conformance: ${adapterName}`, () => {
    if (ownPageViews) {
      it('page() sends nothing to the vendor, which counts its page views itself', async () => {
        const { make, delivered } = await harness('loads');
        const sink = await make();
        sink.page(home);
        sink.page(pricing);
        expect(await delivered()).toEqual([]);
      });
    } else {
      it('delivers page views with their path, search, url and title, in order', async () => {
        const { make, delivered } = await harness('loads');
        const sink = await make();
        sink.page(home);
        sink.page(pricing);
        expect(await delivered()).toEqual([...page(home), ...page(pricing)]);
      });
    }

    it('delivers a named event with its exact name and properties, currentPage included', async () => {
      const { make, delivered } = await harness('loads');
      const sink = await make();
      sink.track(signedUp);
      expect(await delivered()).toEqual([track(signedUp)]);
    });

    it(
      ownPageViews
        ? 'keeps events in the order they were made, each once, page views sending nothing'
        : 'keeps page views and events in the order they were made, each once',
      async () => {
        const { make, delivered } = await harness('loads');
        const sink = await make();
        sink.page(home);
        sink.track(clicked);
        sink.page(pricing);
        sink.track(signedUp);
        const expected = [...page(home), track(clicked), ...page(pricing), track(signedUp)];
        expect(await delivered()).toEqual(expected);
        expect(await delivered()).toEqual(expected);
      },
    );

    if (supports.heldLoad) {
      it("calls made while the vendor loads wait in the shell's pipeline and reach it once it is ready, in order, exactly once", async () => {
        const h = await harness('held');
        const release = needs(h.release, 'release');
        const consoleError = watchConsoleError();
        const pipeline = behindPipeline(h.vendor, h.make);
        pipeline.deliver((sink, timing) => sink.page(home, timing));
        pipeline.deliver((sink, timing) => sink.track(clicked, timing));
        pipeline.deliver((sink, timing) => sink.page(pricing, timing));
        expect(await h.delivered()).toEqual([]);

        await release();
        const early = [...page(home), track(clicked), ...page(pricing)];
        expect(await h.delivered()).toEqual(early);

        // A call after the flush lands after the early ones, and none of those is sent again.
        pipeline.deliver((sink, timing) => sink.track(signedUp, timing));
        expect(await h.delivered()).toEqual([...early, track(signedUp)]);
        expect(loggedLines(consoleError)).toEqual([]);
      });
    }

    if (supports.blockedLoad) {
      it('a blocked vendor: calls never throw nor go uncaught, nothing is delivered, and the shell logs it once, by name', async () => {
        const consoleError = watchConsoleError();
        const uncaught = watchUnhandledRejections();
        const h = await harness('blocked');
        const pipeline = behindPipeline(h.vendor, h.make);
        expect(() => {
          pipeline.deliver((sink, timing) => sink.page(home, timing));
          pipeline.deliver((sink, timing) => sink.track(signedUp, timing));
        }).not.toThrow();
        expect(await h.delivered()).toEqual([]);

        expect(() => {
          pipeline.deliver((sink, timing) => sink.page(pricing, timing));
          pipeline.deliver((sink, timing) => sink.track(clicked, timing));
        }).not.toThrow();
        expect(await h.delivered()).toEqual([]);
        // The shell's one line, and nothing from the vendor's SDK beside it.
        expect(loggedLines(consoleError)).toEqual([couldNotBeLoaded(h.vendor)]);
        expect(uncaught).toEqual([]);
      });
    }
  });
}
