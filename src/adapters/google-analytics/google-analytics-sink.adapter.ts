import type { AnalyticsEvent, CallTiming } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import type { AdapterContext } from '../../ports/vendor-descriptor';
import { startGoogleTag } from '../google-tag/google-tag';
import type { Gtag } from '../google-tag/gtag';
import { googleAnalyticsEventName } from './google-analytics-planned-event';
import type { GoogleAnalyticsOptions } from './google-analytics.vendor';

/** What the sink needs of the shell: the purposes Consent Mode follows, and where to say what it told Google. */
export type GoogleAnalyticsContext = Pick<AdapterContext, 'consentFor' | 'consentSent'>;

/**
 * Google's tag with Consent Mode v2 (shared with Google Ads when both are on: one gtag.js, one
 * consent state), configured for this measurement id. Resolves once gtag.js has run; rejects when
 * it is blocked, and the shell logs once that Google Analytics could not be loaded.
 */
export async function startGoogleAnalytics(
  options: GoogleAnalyticsOptions,
  context: GoogleAnalyticsContext,
  target: Window = window,
): Promise<GoogleAnalyticsSink> {
  return new GoogleAnalyticsSink(await startGoogleTag(options.measurementId, context, target), options.measurementId);
}

/**
 * SPEC §7: page views and named events go to Google Analytics 4 as gtag events, each sent to this
 * measurement id only (`send_to`), so a property the page configures itself gets none of them.
 * gtag takes no timestamp: a call held for consent is counted when it is sent, but keeps its page.
 */
export class GoogleAnalyticsSink implements AnalyticsSink {
  readonly #gtag: Gtag;
  readonly #measurementId: string;

  constructor(gtag: Gtag, measurementId: string) {
    this.#gtag = gtag;
    this.#measurementId = measurementId;
  }

  page(view: PageView): void {
    // GA4's page parameters, from the view given: a page view that waited describes the page it happened on.
    this.#gtag('event', 'page_view', {
      page_location: view.url,
      page_path: `${view.path}${view.search}`,
      page_title: view.title,
      send_to: this.#measurementId,
    });
  }

  track(event: AnalyticsEvent, timing?: CallTiming): void {
    // GA4 stamps an event with the current document's location and title unless told otherwise.
    const page = timing?.page ? { page_location: timing.page.url, page_title: timing.page.title } : {};
    this.#gtag('event', googleAnalyticsEventName(event), { ...event.properties, ...page, send_to: this.#measurementId });
  }
}
