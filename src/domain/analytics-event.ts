import type { PageView } from './page-view';
import type { PlannedVendorEvents } from './tracking-plan';

/** The caller's own properties: SPEC §3 leaves their shape to the caller. */
export type EventProperties = Readonly<Record<string, unknown>>;

export interface TrackOptions {
  /** SPEC §3: currentPage is added unless the caller turns it off. */
  readonly includeCurrentPage?: boolean;
}

/**
 * When (and on which page) a call was made, passed along when it is delivered later (held for
 * consent), so it keeps its own time and page rather than those of the moment it is sent.
 */
export interface CallTiming {
  readonly occurredAt: Date;
  /** The page the visitor was on when a named event was made (page views carry their own). */
  readonly page?: PageView;
}

export interface AnalyticsEvent {
  readonly name: string;
  readonly properties: EventProperties;
  /** What the tracking plan says each ad vendor calls this event (issue 23 §3); each vendor's adapter reads its own entry. */
  readonly planned?: PlannedVendorEvents;
}

/**
 * A named event as the product tracked it, `{ name, properties }`: without `planned`, the tracking plan's
 * routing to each vendor, which only the vendors' adapters read. What the in-memory fakes list as `events`.
 */
export const asTracked = ({ name, properties }: AnalyticsEvent): AnalyticsEvent => ({ name, properties });

/**
 * Adds `currentPage` (the current URL path) to a named event.
 * A `currentPage` the caller set explicitly wins: they know better than the shell which page they mean.
 */
export function enrichEvent(name: string, properties: EventProperties, options: TrackOptions, currentPath: string): AnalyticsEvent {
  if (options.includeCurrentPage === false) return { name, properties: { ...properties } };
  return { name, properties: { currentPage: currentPath, ...properties } };
}

export function assertEventName(name: string): void {
  if (typeof name !== 'string' || name.trim() === '') {
    throw new TypeError('track(name): the event name must be a non-empty string');
  }
}
