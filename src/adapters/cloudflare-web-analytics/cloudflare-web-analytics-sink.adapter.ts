import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import { loadedOnceGranted, type TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
import { installCloudflareBeacon } from './cloudflare-beacon';
import type { CloudflareWebAnalyticsOptions } from './cloudflare-web-analytics.vendor';

/**
 * Cloudflare Web Analytics in the port's terms: its beacon has no call for a page view or an event. It
 * counts page views itself, in SPA mode: the page it loads on (the one the held page view describes,
 * since it loads once analytics is granted) and each change of address after it, the same changes the
 * shell counts. So a page view is already counted, and a named event has nowhere to go: both are
 * accepted and send nothing. The privacy page says it receives page views only.
 */
export class CloudflareWebAnalyticsSink implements AnalyticsSink {
  page(_view: PageView): void {
    // Counted by the beacon itself (SPA mode).
  }

  track(_event: AnalyticsEvent): void {
    // Cloudflare Web Analytics takes no named events.
  }
}

/**
 * The beacon, loaded now that analytics is granted, then the sink; rejects when it is blocked. It is
 * cookieless and has no consent call: it is told only by being loaded, and a withdrawal while it is in
 * the page reloads the page once (`loadedOnceGranted`), since it keeps counting until the page goes.
 */
export async function startCloudflareWebAnalytics(
  { token }: CloudflareWebAnalyticsOptions,
  context: TagWithoutConsentCallContext,
  target: Window = window,
): Promise<CloudflareWebAnalyticsSink> {
  await loadedOnceGranted('Cloudflare Web Analytics', 'analytics', context, () => installCloudflareBeacon(token, target));
  return new CloudflareWebAnalyticsSink();
}
