import type { AnalyticsEvent } from '../../domain/analytics-event';
import { META_STANDARD_EVENTS, type MetaStandardEvent } from './meta-standard-events';

declare module '../../domain/tracking-plan' {
  interface PlannedVendorEvents {
    /** The tracking plan's name for an event at Meta: one of its standard events, sent with fbq('track'). */
    readonly 'meta-pixel'?: { readonly event: MetaStandardEvent };
  }
}

/**
 * How an event goes to Meta: under the plan's standard event when it names one (issue 23 §3), else
 * under its own name, through `track` when that is a standard event and `trackCustom` otherwise,
 * since a custom name sent with 'track' makes the pixel warn and is not counted.
 */
export function metaEventFor(event: AnalyticsEvent): { readonly command: 'track' | 'trackCustom'; readonly name: string } {
  const planned = event.planned?.['meta-pixel']?.event;
  if (planned) return { command: 'track', name: planned };
  return { command: META_STANDARD_EVENTS.has(event.name) ? 'track' : 'trackCustom', name: event.name };
}
