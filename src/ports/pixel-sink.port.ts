import type { AnalyticsEvent, CallTiming } from '../domain/analytics-event';

/** SPEC §7: when an advertising pixel is on the page, every named event is reported to it as well. */
export interface PixelSink {
  /** `timing` is given when the event happened earlier than now (it waited for consent). */
  track(event: AnalyticsEvent, timing?: CallTiming): void;
}
