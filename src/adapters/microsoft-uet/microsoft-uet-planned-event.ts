import type { AnalyticsEvent } from '../../domain/analytics-event';

declare module '../../domain/tracking-plan' {
  interface PlannedVendorEvents {
    /** The tracking plan's event action at Microsoft Advertising, such as `submit_lead_form`, which a UET goal can match. */
    readonly 'microsoft-uet'?: { readonly action: string };
  }
}

/** UET takes any event action: the plan's when it gives one (issue 23 §3), else the event's own name. */
export const uetEventAction = (event: AnalyticsEvent): string => event.planned?.['microsoft-uet']?.action ?? event.name;
