import type { Analytics, CDNSettings } from '@segment/analytics-next';
import type { AnalyticsEvent, CallTiming } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import { yieldToMain } from '../../platform/page-lifecycle';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import { SEGMENT_CDN, type SegmentOptions } from './segment.vendor';

/**
 * SPEC §7: page views and named events go to Segment. Made once the SDK is loaded with the
 * project's settings (/v1/projects/{key}/settings); the shell's pipeline holds calls until then.
 */
export class SegmentAnalyticsSink implements AnalyticsSink {
  readonly #analytics: Analytics;

  constructor(analytics: Analytics) {
    this.#analytics = analytics;
  }

  // The SDK's methods are async, so its failures arrive as rejections; the pipeline logs those once.
  page(view: PageView, timing?: CallTiming): Promise<unknown> {
    // Explicit properties: a call that waited must describe the page it happened on, not the current one.
    // Segment copies path, search, url and title from these properties into context.page as well.
    const properties = { path: view.path, search: view.search, url: view.url, title: view.title };
    return this.#analytics.page(properties, optionsFor(timing));
  }

  track(event: AnalyticsEvent, timing?: CallTiming): Promise<unknown> {
    return this.#analytics.track(event.name, { ...event.properties }, optionsFor(timing));
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

/** Loads the SDK chunk and the project settings in parallel, then starts Segment; rejects when either is blocked. */
export async function startSegment(options: SegmentOptions): Promise<SegmentAnalyticsSink> {
  // Passed explicitly: the SDK otherwise remembers the last cdnURL in a module global.
  const cdnURL = options.cdnUrl ?? SEGMENT_CDN;
  // The settings are fetched here rather than by the SDK: when that fetch is blocked, the SDK logs to
  // the console before rejecting, and a blocked vendor must be logged once, by the shell.
  const [{ AnalyticsBrowser }, cdnSettings] = await Promise.all([import('@segment/analytics-next'), fetchProjectSettings(cdnURL, options.writeKey)]);
  // The chunk's evaluation and the SDK's start-up as two tasks rather than one long one.
  await yieldToMain();
  const [analytics] = await AnalyticsBrowser.load(
    { writeKey: options.writeKey, cdnURL, cdnSettings },
    // The Segment.io integration reads apiHost as host[/path] and adds the scheme itself.
    options.apiHost ? { integrations: { 'Segment.io': { apiHost: options.apiHost } } } : {},
  );
  return new SegmentAnalyticsSink(analytics);
}

async function fetchProjectSettings(cdnURL: string, writeKey: string): Promise<CDNSettings> {
  const response = await fetch(`${cdnURL}/v1/projects/${writeKey}/settings`);
  if (!response.ok) throw new Error(`the project settings request answered ${response.status}`);
  return (await response.json()) as CDNSettings;
}
