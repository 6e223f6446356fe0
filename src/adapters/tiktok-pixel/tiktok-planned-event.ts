import type { AnalyticsEvent } from '../../domain/analytics-event';

declare module '../../domain/tracking-plan' {
  interface PlannedVendorEvents {
    /** The tracking plan's name for an event at TikTok: one of its standard events, such as `SubmitForm`. */
    readonly 'tiktok-pixel'?: { readonly event: string };
  }
}

/** TikTok takes standard and custom names alike: the plan's name when it gives one (issue 23 §3), else the event's own. */
export const tiktokEventName = (event: AnalyticsEvent): string => event.planned?.['tiktok-pixel']?.event ?? event.name;
