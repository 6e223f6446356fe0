import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../domain/analytics-event';
import type { PageView } from '../domain/page-view';
import type { AnalyticsSink } from './analytics-sink.port';

/**
 * The AnalyticsSink conformance suite: the same behaviour asked of the memory fake and of every
 * vendor adapter. An adapter's test file calls `describeAnalyticsSinkConformance` with a harness
 * that reads back what reached its vendor (a fake network, a stubbed global) in the port's terms.
 */

/** One call as the vendor received it, translated back into the port's terms. */
export type DeliveredAnalyticsCall =
  | { readonly kind: 'page'; readonly view: PageView }
  | { readonly kind: 'track'; readonly event: AnalyticsEvent };

/** How the vendor behind the sink loads in one test: at once, only when released, or never (blocked). */
export type VendorLoad = 'loads' | 'held' | 'blocked';

export interface AnalyticsSinkHarness {
  readonly sink: AnalyticsSink;
  /**
   * What reached the vendor so far, in order. Waits for work already under way (a load that has
   * started, a send in flight) to finish, but not for a held load.
   */
  delivered(): Promise<readonly DeliveredAnalyticsCall[]> | readonly DeliveredAnalyticsCall[];
  /** Only for a `held` load: lets the vendor load now. */
  release?(): void;
}

export type CreateAnalyticsSinkHarness = (load: VendorLoad) => AnalyticsSinkHarness | Promise<AnalyticsSinkHarness>;

/** Which optional cases apply. Cases an adapter cannot express are not registered, rather than skipped. */
export interface AnalyticsSinkHarnessSupport {
  /** The adapter loads its vendor later and the harness can hold that load until `release()`. */
  readonly heldLoad?: boolean;
  /** The harness can make the vendor fail to load, as an ad blocker does. */
  readonly blockedLoad?: boolean;
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

const page = (view: PageView): DeliveredAnalyticsCall => ({ kind: 'page', view });
const track = (event: AnalyticsEvent): DeliveredAnalyticsCall => ({ kind: 'track', event });

export function describeAnalyticsSinkConformance(
  adapterName: string,
  createHarness: CreateAnalyticsSinkHarness,
  supports: AnalyticsSinkHarnessSupport = {},
): void {
  describe(`AnalyticsSink conformance: ${adapterName}`, () => {
    it('delivers page views with their path, search, url and title, in order', async () => {
      const { sink, delivered } = await createHarness('loads');
      sink.page(home);
      sink.page(pricing);
      expect(await delivered()).toEqual([page(home), page(pricing)]);
    });

    it('delivers a named event with its exact name and properties, currentPage included', async () => {
      const { sink, delivered } = await createHarness('loads');
      sink.track(signedUp);
      expect(await delivered()).toEqual([track(signedUp)]);
    });

    it('keeps page views and events in the order they were made, each once', async () => {
      const { sink, delivered } = await createHarness('loads');
      sink.page(home);
      sink.track(clicked);
      sink.page(pricing);
      sink.track(signedUp);
      const expected = [page(home), track(clicked), page(pricing), track(signedUp)];
      expect(await delivered()).toEqual(expected);
      expect(await delivered()).toEqual(expected);
    });

    if (supports.heldLoad) {
      it('delivers calls made before the vendor is ready once it is, in order, exactly once', async () => {
        const harness = await createHarness('held');
        expect(harness.release, 'a held load needs release()').toBeTypeOf('function');
        harness.sink.page(home);
        harness.sink.track(clicked);
        harness.sink.page(pricing);
        expect(await harness.delivered()).toEqual([]);

        harness.release?.();
        const early = [page(home), track(clicked), page(pricing)];
        expect(await harness.delivered()).toEqual(early);

        // A call after the flush lands after the early ones, and none of those is sent again.
        harness.sink.track(signedUp);
        expect(await harness.delivered()).toEqual([...early, track(signedUp)]);
      });
    }

    if (supports.blockedLoad) {
      it('a blocked vendor: calls never throw, at most one console.error, nothing delivered', async () => {
        // An unhandled rejection would also fail this run: vitest reports those as errors.
        const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const { sink, delivered } = await createHarness('blocked');
        expect(() => {
          sink.page(home);
          sink.track(signedUp);
        }).not.toThrow();
        expect(await delivered()).toEqual([]);

        expect(() => {
          sink.page(pricing);
          sink.track(clicked);
        }).not.toThrow();
        expect(await delivered()).toEqual([]);
        expect(consoleError.mock.calls.length).toBeLessThanOrEqual(1);
      });
    }
  });
}
