import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import { describeAnalyticsSinkConformance, type DeliveredAnalyticsCall } from '../../testing/conformance/analytics-sink.conformance';
import { MemoryAnalyticsSink } from './memory-analytics-sink.adapter';
import { memoryVendors } from './memory.vendors';

// The fake has no vendor to load, so it runs the cases every sink must pass and none of the loading ones.
describeAnalyticsSinkConformance('memory', () => {
  const sink = new MemoryAnalyticsSink();
  return {
    vendor: memoryVendors.analytics.label,
    make: () => sink,
    delivered: () =>
      sink.log.calls.map(({ method, payload }): DeliveredAnalyticsCall =>
        method === 'page' ? { kind: 'page', view: payload as PageView } : { kind: 'track', event: payload as AnalyticsEvent },
      ),
  };
});
