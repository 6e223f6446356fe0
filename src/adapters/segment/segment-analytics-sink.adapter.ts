import type { Analytics } from '@segment/analytics-next';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { AnalyticsConfig } from '../../domain/shell-config';
import { afterFirstPaint } from '../../platform/page-lifecycle';
import { DeferredSdk } from '../../platform/deferred-sdk';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';

export type SegmentConfig = Extract<AnalyticsConfig, { readonly adapter: 'segment' }>;

/**
 * SPEC §7: page views and named events go to Segment. The SDK is fetched after the first paint
 * and loads the project's settings with the write key (/v1/projects/{key}/settings); calls made
 * before it is ready wait and go out in order.
 */
export class SegmentAnalyticsSink implements AnalyticsSink {
  readonly #sdk: DeferredSdk<Analytics>;

  constructor(config: SegmentConfig, options: { readonly startLoading?: (load: () => void) => void } = {}) {
    this.#sdk = new DeferredSdk({ vendor: 'Segment', load: () => loadSegment(config) });
    (options.startLoading ?? afterFirstPaint)(() => void this.#sdk.start());
  }

  get state() {
    return this.#sdk.state;
  }

  page(view: PageView): void {
    // Explicit properties: a call that waited for the SDK must describe the page it happened on, not the current one.
    const properties = { path: view.path, search: view.search, url: view.url, title: view.title };
    this.#sdk.run((analytics) => void analytics.page(properties));
  }

  track(event: AnalyticsEvent): void {
    const properties = { ...event.properties };
    this.#sdk.run((analytics) => void analytics.track(event.name, properties));
  }
}

async function loadSegment(config: SegmentConfig): Promise<Analytics> {
  const { AnalyticsBrowser } = await import('@segment/analytics-next');
  const [analytics] = await AnalyticsBrowser.load(
    { writeKey: config.writeKey, ...(config.cdnUrl ? { cdnURL: config.cdnUrl } : {}) },
    config.apiHost ? { integrations: { 'Segment.io': { apiHost: config.apiHost } } } : {},
  );
  return analytics;
}
