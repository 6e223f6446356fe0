import type { AnalyticsEvent } from '../../domain/analytics-event';

declare module '../../domain/tracking-plan' {
  interface PlannedVendorEvents {
    /** The LinkedIn conversion an event counts as: LinkedIn takes conversions only, so an event without one is not sent. */
    readonly 'linkedin-insight'?: { readonly conversionId: number };
  }
}

/**
 * The conversion id an event counts as: VITE_LINKEDIN_CONVERSIONS's when it names the event (set at
 * release, it wins), else the tracking plan's (issue 23 §3); none, and LinkedIn is not sent the event.
 */
export function linkedInConversionFor(event: AnalyticsEvent, conversions: Readonly<Record<string, string>>): number | undefined {
  const configured = Object.hasOwn(conversions, event.name) ? conversions[event.name] : undefined;
  return configured ? Number(configured) : event.planned?.['linkedin-insight']?.conversionId;
}
