import type { Analytics, CDNSettings } from '@segment/analytics-next';
import type { AnalyticsEvent, CallTiming } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { AnalyticsConfig } from '../../domain/shell-config';
import { afterFirstPaint, yieldToMain } from '../../platform/page-lifecycle';
import { DeferredSdk } from '../../platform/deferred-sdk';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';

export type SegmentConfig = Extract<AnalyticsConfig, { readonly adapter: 'segment' }>;

/** Segment's own default; passed explicitly because the SDK otherwise remembers the last cdnURL in a module global. */
const SEGMENT_CDN_URL = 'https://cdn.segment.com';

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

  page(view: PageView, timing?: CallTiming): void {
    // Explicit properties: a call that waited for the SDK must describe the page it happened on, not the current one.
    // Segment copies path, search, url and title from these properties into context.page as well.
    const properties = { path: view.path, search: view.search, url: view.url, title: view.title };
    this.#send((analytics) => analytics.page(properties, optionsFor(timing)));
  }

  track(event: AnalyticsEvent, timing?: CallTiming): void {
    const properties = { ...event.properties };
    this.#send((analytics) => analytics.track(event.name, properties, optionsFor(timing)));
  }

  #send(call: (analytics: Analytics) => Promise<unknown>): void {
    // The SDK's methods are async, so its failures arrive as rejections; DeferredSdk logs those once too.
    this.#sdk.run(call);
  }
}

// Segment stamps a call with the time and the page (context.page) of the moment it is made unless told
// otherwise; a call held for consent keeps its own.
const optionsFor = (timing: CallTiming | undefined) => {
  if (!timing) return undefined;
  const { page } = timing;
  return page
    ? { timestamp: timing.occurredAt, context: { page: { path: page.path, search: page.search, url: page.url, title: page.title } } }
    : { timestamp: timing.occurredAt };
};

async function loadSegment(config: SegmentConfig): Promise<Analytics> {
  const cdnURL = config.cdnUrl ?? SEGMENT_CDN_URL;
  // The settings are fetched here rather than by the SDK: when that fetch is blocked, the SDK logs to
  // the console before rejecting, and a blocked vendor must be logged once, by DeferredSdk.
  // The SDK cannot send without them either way: its load rejects when they fail.
  const [{ AnalyticsBrowser }, cdnSettings] = await Promise.all([
    import('@segment/analytics-next'),
    fetchProjectSettings(cdnURL, config.writeKey),
  ]);
  // The chunk's evaluation and the SDK's start-up as two tasks rather than one long one.
  await yieldToMain();
  const [analytics] = await AnalyticsBrowser.load(
    { writeKey: config.writeKey, cdnURL, cdnSettings },
    // The Segment.io integration reads apiHost as host[/path] and adds the scheme itself.
    config.apiHost ? { integrations: { 'Segment.io': { apiHost: config.apiHost } } } : {},
  );
  return analytics;
}

async function fetchProjectSettings(cdnURL: string, writeKey: string): Promise<CDNSettings> {
  const response = await fetch(`${cdnURL}/v1/projects/${writeKey}/settings`);
  if (!response.ok) throw new Error(`the project settings request answered ${response.status}`);
  return (await response.json()) as CDNSettings;
}
