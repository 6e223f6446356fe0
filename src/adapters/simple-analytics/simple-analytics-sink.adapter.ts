import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import { loadedOnceGranted, type TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
import { installSimpleAnalytics, type SaMetadata } from './simple-analytics-script';
import type { SimpleAnalyticsOptions } from './simple-analytics.vendor';

/** An event's properties as Simple Analytics' flat metadata: text, numbers and booleans as they are, anything else as JSON text. */
export function saMetadata(properties: AnalyticsEvent['properties']): SaMetadata {
  return Object.fromEntries(
    Object.entries(properties).flatMap(([key, value]) => {
      if (value === undefined || value === null) return [];
      if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)))
        return [[key, value]];
      return [[key, JSON.stringify(value)]];
    }),
  );
}

/**
 * SPEC §7 through Simple Analytics' script: a page view is `sa_pageview(path)` with the view's own path
 * and query (not the page it is sent from: a view held for consent keeps its address); a named event is
 * `sa_event(name, metadata)` with its properties as flat metadata, `currentPage` included. Simple
 * Analytics takes no timestamp: a call held for consent is counted when it is sent.
 */
export class SimpleAnalyticsSink implements AnalyticsSink {
  readonly #target: Window;

  constructor(target: Window = window) {
    this.#target = target;
  }

  page(view: PageView): void {
    this.#target.sa_pageview?.(view.path + view.search);
  }

  track(event: AnalyticsEvent): void {
    this.#target.sa_event?.(event.name, saMetadata(event.properties));
  }
}

/**
 * Simple Analytics' script, loaded now that analytics is granted, then the sink; rejects when it is
 * blocked. It is cookieless and has no consent call: it is told only by being loaded, and a withdrawal
 * while its script is in the page reloads the page once (`loadedOnceGranted`), so nothing of it stays.
 */
export async function startSimpleAnalytics(
  { hostname }: SimpleAnalyticsOptions,
  context: TagWithoutConsentCallContext,
  target: Window = window,
): Promise<SimpleAnalyticsSink> {
  await loadedOnceGranted('Simple Analytics', 'analytics', context, () => installSimpleAnalytics(hostname, target));
  return new SimpleAnalyticsSink(target);
}
