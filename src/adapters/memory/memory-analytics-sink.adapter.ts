import { asTracked, type AnalyticsEvent, type CallTiming } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import { CallLog } from './call-log';

/** Records every page view and named event instead of sending it anywhere. */
export class MemoryAnalyticsSink implements AnalyticsSink {
  readonly log = new CallLog<'page' | 'track', PageView | AnalyticsEvent>();

  page(view: PageView, timing?: CallTiming): void {
    this.log.record('page', view, timing?.occurredAt);
  }

  track(event: AnalyticsEvent, timing?: CallTiming): void {
    this.log.record('track', event, timing?.occurredAt);
  }

  get pageViews(): PageView[] {
    return this.log.calls.filter((call) => call.method === 'page').map((call) => call.payload as PageView);
  }

  /** Each named event as the product tracked it (`{ name, properties }`); `log.calls` has it as the port received it, `planned` included. */
  get events(): AnalyticsEvent[] {
    return this.log.calls.filter((call) => call.method === 'track').map((call) => asTracked(call.payload as AnalyticsEvent));
  }
}
