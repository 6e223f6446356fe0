import type { AnalyticsEvent } from '../domain/analytics-event';
import type { PageView } from '../domain/page-view';

/** The analytics provider: fire-and-forget, so a slow or blocked vendor never holds up the page. */
export interface AnalyticsSink {
  page(view: PageView): void;
  track(event: AnalyticsEvent): void;
}
