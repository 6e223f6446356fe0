import type { AnalyticsEvent, CallTiming } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { PixelSink } from '../../ports/pixel-sink.port';
import { startGoogleTag, type GoogleTagContext } from '../google-tag/google-tag';
import type { Gtag } from '../google-tag/gtag';
import { googleAdsConversionFor } from './google-ads-planned-conversion';
import type { GoogleAdsOptions } from './google-ads.vendor';

/**
 * Google's tag with Consent Mode v2 (the same gtag.js and consent state as GA4 when both are on),
 * configured for the Ads account. Resolves once gtag.js has run; rejects when it is blocked, and the
 * shell logs once that Google Ads could not be loaded.
 */
export async function startGoogleAds(
  options: GoogleAdsOptions,
  context: GoogleTagContext,
  target: Window = window,
): Promise<GoogleAdsPixelSink> {
  return new GoogleAdsPixelSink(await startGoogleTag(options.adsId, context, target), options);
}

/**
 * SPEC §1, §7: named events go to Google Ads too. An event mapped to a conversion label is a
 * `conversion` sent to `AW-…/label` (its `value`, `currency` and `transaction_id`, if any, are what
 * Google Ads counts); any other is a remarketing event under its own name, sent to the account. Each
 * names its `send_to`, so GA4 on the same tag does not receive them. gtag takes no timestamp.
 */
export class GoogleAdsPixelSink implements PixelSink {
  readonly #gtag: Gtag;
  readonly #options: GoogleAdsOptions;

  constructor(gtag: Gtag, options: GoogleAdsOptions) {
    this.#gtag = gtag;
    this.#options = options;
  }

  /** A page view for remarketing audiences, described by the view given (one that waited keeps its page). */
  page(view: PageView): void {
    this.#gtag('event', 'page_view', {
      page_location: view.url,
      page_path: `${view.path}${view.search}`,
      page_title: view.title,
      send_to: this.#options.adsId,
    });
  }

  track(event: AnalyticsEvent, timing?: CallTiming): void {
    const conversion = googleAdsConversionFor(event, this.#options);
    const page = timing?.page ? { page_location: timing.page.url, page_title: timing.page.title } : {};
    if (conversion) {
      const { sendTo, value, currency } = conversion;
      const worth = { ...(value === undefined ? {} : { value }), ...(currency === undefined ? {} : { currency }) };
      this.#gtag('event', 'conversion', { ...worth, ...event.properties, ...page, send_to: sendTo });
    } else this.#gtag('event', event.name, { ...event.properties, ...page, send_to: this.#options.adsId });
  }
}
