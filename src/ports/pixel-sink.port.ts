import type { AnalyticsEvent } from '../domain/analytics-event';

/** SPEC §7: when an advertising pixel is on the page, every named event is reported to it as well. */
export interface PixelSink {
  track(event: AnalyticsEvent): void;
}
