import type { AnalyticsEvent, CallTiming } from '../domain/analytics-event';
import type { PageView } from '../domain/page-view';

/** SPEC §7: when an advertising pixel is on the page, every named event is reported to it as well. */
export interface PixelSink {
  /** `timing` is given when the event happened earlier than now (it waited for consent). */
  track(event: AnalyticsEvent, timing?: CallTiming): void;
  /** A pixel that counts page views (its descriptor says `countsPageViews`) gets every page view here. */
  page?(view: PageView, timing?: CallTiming): void;
}
