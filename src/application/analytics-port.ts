import type { AnalyticsEvent } from '../domain/analytics-event';
import type { PageView } from '../domain/page-view';
import type { AnalyticsSink } from '../ports/analytics-sink.port';
import { analyticsEventCall, pageViewCall, pixelEventCall, pixelPageViewCall } from './analytics-calls';
import { LatestKey } from './latest-key';
import type { VendorPipeline } from './vendor-pipeline';

/** The page the visitor is on: a vendor granted late (after a decline, from the privacy page) is sent it, unless it already has it. */
export const CURRENT_PAGE = new LatestKey<PageView>('current page');

/**
 * The analytics port the UI calls, over the vendors' pipelines (one per vendor, several per port).
 * A page view goes to every analytics vendor but one that counts its own (`countsOwnPageViews`), and to each pixel that counts page views. SPEC §1, §7:
 * every named event also goes to every advertising pixel, here, so no caller can skip one. A held event keeps the page it
 * happened on, as its vendor's pipeline last heard it.
 */
export function analyticsPort(
  analytics: readonly VendorPipeline<'analytics'>[],
  pixels: readonly VendorPipeline<'pixel'>[],
): AnalyticsSink {
  return {
    page(view) {
      for (const { vendor, delivery } of analytics.filter((sink) => !sink.countsOwnPageViews)) {
        const { delivery: call, described, keep } = pageViewCall(vendor, view);
        delivery.deliver(call, { described, keep, latest: { key: CURRENT_PAGE, value: view } });
      }
      for (const { vendor, delivery } of pixels.filter((pixel) => pixel.countsPageViews)) {
        const { delivery: call, described, keep } = pixelPageViewCall(vendor, view);
        delivery.deliver(call, { described, keep, latest: { key: CURRENT_PAGE, value: view } });
      }
    },
    track(called: AnalyticsEvent) {
      // Copied as it is called: the caller may change its object while the event waits for consent or the SDK.
      const event: AnalyticsEvent = {
        name: called.name,
        properties: { ...called.properties },
        // The tracking plan's names for each vendor (issue 23 §3): the product's constants, shared, not copied.
        ...(called.planned ? { planned: called.planned } : {}),
      };
      for (const { vendor, delivery } of analytics) {
        const { delivery: call, described, keep } = analyticsEventCall(vendor, event, delivery.latest(CURRENT_PAGE));
        delivery.deliver(call, { described, keep });
      }
      for (const { vendor, delivery } of pixels) {
        const { delivery: call, described, keep } = pixelEventCall(vendor, event);
        delivery.deliver(call, { described, keep });
      }
    },
  };
}
