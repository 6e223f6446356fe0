import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import { CallLog } from './call-log';

/** Records every page view and named event instead of sending it anywhere. */
export class MemoryAnalyticsSink implements AnalyticsSink {
  readonly log = new CallLog<'page' | 'track', PageView | AnalyticsEvent>();

  page(view: PageView): void {
    this.log.record('page', view);
  }

  track(event: AnalyticsEvent): void {
    this.log.record('track', event);
  }

  get pageViews(): PageView[] {
    return this.log.calls.filter((call) => call.method === 'page').map((call) => call.payload as PageView);
  }

  get events(): AnalyticsEvent[] {
    return this.log.calls.filter((call) => call.method === 'track').map((call) => call.payload as AnalyticsEvent);
  }
}
