import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import { loadedOnceGranted, type TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
import { installVercelInsights, type VaData } from './vercel-insights';
import type { VercelAnalyticsOptions } from './vercel-analytics.vendor';

/** An event's properties as Vercel's flat event data: text, numbers and booleans as they are, anything else as JSON text. */
export function vaData(properties: AnalyticsEvent['properties']): VaData {
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
 * SPEC §7 through Vercel Web Analytics' `va`: a page view is `va('pageview', { route, path })` with the view's
 * own path (its route too: the shell knows no route patterns) and query, not the page it is sent from; a named
 * event is `va('event', { name, data })` with its properties as flat data, `currentPage` included. Vercel takes
 * no timestamp: a call held for consent is counted when it is sent.
 */
export class VercelAnalyticsSink implements AnalyticsSink {
  readonly #target: Window;

  constructor(target: Window = window) {
    this.#target = target;
  }

  page(view: PageView): void {
    this.#target.va?.('pageview', { route: view.path, path: view.path + view.search });
  }

  track(event: AnalyticsEvent): void {
    this.#target.va?.('event', { name: event.name, data: vaData(event.properties) });
  }
}

/**
 * Vercel's script, loaded now that analytics is granted, then the sink; rejects when it is blocked. It is
 * cookieless and has no consent call: it is told only by being loaded, and a withdrawal while it is in the
 * page reloads the page once (`loadedOnceGranted`), so nothing of it stays.
 */
export async function startVercelAnalytics(
  { base }: VercelAnalyticsOptions,
  context: TagWithoutConsentCallContext,
  target: Window = window,
): Promise<VercelAnalyticsSink> {
  await loadedOnceGranted('Vercel Web Analytics', 'analytics', context, () => installVercelInsights(base, target));
  return new VercelAnalyticsSink(target);
}
