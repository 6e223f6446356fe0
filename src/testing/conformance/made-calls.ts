import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import type { DeliveredAnalyticsCall } from './analytics-sink.conformance';

/**
 * For the conformance harness of a vendor that keeps less than the port gives it (Fathom keeps no
 * title and no event properties): the sink's calls as they were made, so a harness reads back what
 * reached the vendor (its URL, its event name, their order and count) and takes only what the vendor
 * has no place for from the call that was made with that URL or name. What the vendor does keep is
 * still read from the vendor; the adapter's own tests show what it drops.
 */
export class MadeCalls {
  readonly #views = new Map<string, PageView>();
  readonly #events = new Map<string, AnalyticsEvent>();

  /** The sink, recording each call made to it. */
  wrap(sink: AnalyticsSink): AnalyticsSink {
    return {
      page: (view, timing) => {
        this.#views.set(view.url, view);
        return sink.page(view, timing);
      },
      track: (event, timing) => {
        this.#events.set(event.name, event);
        return sink.track(event, timing);
      },
    };
  }

  /** A page view the vendor received for `url` (absolute), with the title of the view made with that URL. */
  page(url: string): DeliveredAnalyticsCall {
    const address = new URL(url);
    const view = { path: address.pathname, search: address.search, url: address.href };
    return { kind: 'page', view: { ...view, title: this.#views.get(address.href)?.title ?? '' } };
  }

  /** An event the vendor received by `name`, with the properties of the event made with that name. */
  event(name: string): DeliveredAnalyticsCall {
    return { kind: 'track', event: { name, properties: this.#events.get(name)?.properties ?? {} } };
  }
}
