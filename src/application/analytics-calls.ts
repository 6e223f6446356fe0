import type { AnalyticsEvent } from '../domain/analytics-event';
import type { PageView } from '../domain/page-view';
import type { UnsentCall } from '../domain/unsent-calls';
import type { AnalyticsSink } from '../ports/analytics-sink.port';
import type { PixelSink } from '../ports/pixel-sink.port';
import type { CallDescription, Delivery } from './vendor-call';

/**
 * The analytics and pixel calls as the pipelines carry them, made in one place for this page's calls
 * and for those kept from a page left before they were sent: what reaches the adapter, what the
 * inspector lists, and what is kept on the device should this page too be left first.
 */
export interface TrackedCall<Port> {
  readonly delivery: Delivery<Port>;
  readonly described: CallDescription;
  readonly keep: Kept;
}

/** A call as it is kept, before its time is added. */
export type Kept = DistributiveOmit<UnsentCall, 'at'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export function pageViewCall(vendor: string, view: PageView): TrackedCall<AnalyticsSink> {
  return {
    delivery: (adapter, timing) => adapter.page(view, timing),
    described: { summary: `page view ${view.path}${view.search}`, detail: view },
    keep: { port: 'analytics', vendor, kind: 'page', view },
  };
}

/** A held event is sent later, maybe from another page: it carries the page it happened on. */
export function analyticsEventCall(vendor: string, event: AnalyticsEvent, page: PageView | undefined): TrackedCall<AnalyticsSink> {
  return {
    delivery: (adapter, timing) => adapter.track(event, timing && page ? { ...timing, page } : timing),
    described: { summary: `event ${event.name}`, detail: event },
    keep: { port: 'analytics', vendor, kind: 'track', event, ...(page ? { page } : {}) },
  };
}

/** A page view to a pixel that counts them (its descriptor's `countsPageViews`). */
export function pixelPageViewCall(vendor: string, view: PageView): TrackedCall<PixelSink> {
  return {
    delivery: (adapter, timing) => adapter.page?.(view, timing),
    described: { summary: `page view ${view.path}${view.search}`, detail: view },
    keep: { port: 'pixel', vendor, kind: 'page', view },
  };
}

export function pixelEventCall(vendor: string, event: AnalyticsEvent): TrackedCall<PixelSink> {
  return {
    delivery: (adapter, timing) => adapter.track(event, timing),
    described: { summary: `event ${event.name}`, detail: event },
    keep: { port: 'pixel', vendor, kind: 'track', event },
  };
}
