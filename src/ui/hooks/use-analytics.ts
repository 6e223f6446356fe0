import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { assertEventName, enrichEvent, type EventProperties, type TrackOptions } from '../../domain/analytics-event';
import type { PlannedProperties } from '../../domain/tracking-plan';
import { TRACKING_PLAN } from 'shellkit:tracking-plan';
import type { PlannedEventName, TrackingPlanRegistered } from '../../register';
import { isInspectorOpen } from '../inspector/inspector-open';
import { useInspectorFeed, usePorts } from './use-ports';

/** The properties `name` takes in the tracking plan; optional when none is required; any, in the open plan of a product that registered none. */
type TrackArguments<N extends PlannedEventName> = TrackingPlanRegistered extends false
  ? [properties?: EventProperties, options?: TrackOptions]
  : object extends PlannedProperties<(typeof TRACKING_PLAN)[N]>
    ? [properties?: PlannedProperties<(typeof TRACKING_PLAN)[N]>, options?: TrackOptions]
    : [properties: PlannedProperties<(typeof TRACKING_PLAN)[N]>, options?: TrackOptions];

export interface Analytics {
  /**
   * Sends a named event of the tracking plan (src/tracking-plan.ts) to every analytics vendor and
   * every pixel, each under the plan's name for it. `currentPage` (the path at the moment of the
   * call) is added unless `includeCurrentPage: false`.
   */
  track<N extends PlannedEventName>(name: N, ...rest: TrackArguments<N>): void;
}

export function useAnalytics(): Analytics {
  const { analytics } = usePorts();
  const feed = useInspectorFeed();
  const router = useRouter();
  return useMemo(
    () => ({
      track(name: string, properties: EventProperties = {}, options: TrackOptions = {}) {
        assertEventName(name);
        // Read at call time, not render time: a handler may run after the visitor has navigated.
        const event = enrichEvent(name, properties, options, router.state.location.pathname);
        const planned = Object.hasOwn(TRACKING_PLAN, name) ? TRACKING_PLAN[name as PlannedEventName] : undefined;
        const vendors = planned && 'vendors' in planned ? planned.vendors : undefined;
        // The shell's pipeline sends it to the pixel too (SPEC §1, §7), and never throws into the page.
        analytics.track(vendors ? { ...event, planned: vendors } : event);
        // A developer's aid, a chunk of its own: its failing to load (offline, blocked) must not become the page's error.
        if (import.meta.env.DEV || isInspectorOpen())
          import('./flag-plan-breaks')
            .then(({ flagPlanBreaks }) => flagPlanBreaks(name, properties, feed?.activity))
            .catch(() => undefined);
      },
    }),
    [analytics, feed, router],
  );
}
