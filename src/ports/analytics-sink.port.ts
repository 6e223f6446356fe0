import type { AnalyticsEvent, CallTiming } from '../domain/analytics-event';
import type { PageView } from '../domain/page-view';

/** The analytics provider: fire-and-forget, so a slow or blocked vendor never holds up the page. */
export interface AnalyticsSink {
  /** `timing` is given when the call happened earlier than now (it waited for consent); send that time. */
  page(view: PageView, timing?: CallTiming): void;
  track(event: AnalyticsEvent, timing?: CallTiming): void;
}
