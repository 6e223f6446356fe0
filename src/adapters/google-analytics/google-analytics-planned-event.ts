import type { AnalyticsEvent } from '../../domain/analytics-event';

declare module '../../domain/tracking-plan' {
  interface PlannedVendorEvents {
    /** The tracking plan's name for an event in GA4: one of its recommended events, such as `generate_lead`. */
    readonly 'google-analytics'?: { readonly event: string };
  }
}

/** GA4 takes any event name: the plan's when it gives one (issue 23 §3), else the event's own. */
export const googleAnalyticsEventName = (event: AnalyticsEvent): string => event.planned?.['google-analytics']?.event ?? event.name;
