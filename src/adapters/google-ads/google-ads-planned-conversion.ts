import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { GoogleAdsOptions } from './google-ads.vendor';

declare module '../../domain/tracking-plan' {
  interface PlannedVendorEvents {
    /**
     * The Google Ads conversion an event counts as: its `send_to` (`AW-…/label`, of the account in
     * VITE_GOOGLE_ADS_ID) and, optionally, the value and currency it is worth (the event's own
     * `value` and `currency` properties, when it has them, win: a purchase knows its amount).
     */
    readonly 'google-ads'?: { readonly sendTo: `AW-${string}/${string}`; readonly value?: number; readonly currency?: string };
  }
}

export interface GoogleAdsConversion {
  readonly sendTo: string;
  readonly value?: number;
  readonly currency?: string;
}

/**
 * The conversion an event counts as: VITE_GOOGLE_ADS_CONVERSIONS's label when it names the event (set
 * at release, it wins), else the tracking plan's (issue 23 §3); none, and it goes as a remarketing event.
 */
export function googleAdsConversionFor(event: AnalyticsEvent, options: GoogleAdsOptions): GoogleAdsConversion | undefined {
  const label = Object.hasOwn(options.conversions, event.name) ? options.conversions[event.name] : undefined;
  if (label) return { sendTo: `${options.adsId}/${label}` };
  return event.planned?.['google-ads'];
}
