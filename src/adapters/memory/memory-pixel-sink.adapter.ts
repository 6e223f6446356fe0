import { asTracked, type AnalyticsEvent, type CallTiming } from '../../domain/analytics-event';
import type { PixelSink } from '../../ports/pixel-sink.port';
import { CallLog } from './call-log';

/** Stands in for an advertising pixel that is always present: records every event it is given. */
export class MemoryPixelSink implements PixelSink {
  readonly log = new CallLog<'track', AnalyticsEvent>();

  track(event: AnalyticsEvent, timing?: CallTiming): void {
    this.log.record('track', event, timing?.occurredAt);
  }

  /** Each event as the product tracked it (`{ name, properties }`); `log.calls` has it as the port received it, `planned` included. */
  get events(): AnalyticsEvent[] {
    return this.log.calls.map((call) => asTracked(call.payload));
  }
}
