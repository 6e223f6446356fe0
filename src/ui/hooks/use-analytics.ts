import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { assertEventName, enrichEvent, type EventProperties, type TrackOptions } from '../../domain/analytics-event';
import { usePorts } from './use-ports';

export interface Analytics {
  /**
   * Sends a named event to the analytics provider and, when present, the advertising pixel.
   * `currentPage` (the path at the moment of the call) is added unless `includeCurrentPage: false`.
   */
  track(name: string, properties?: EventProperties, options?: TrackOptions): void;
}

export function useAnalytics(): Analytics {
  const { analytics } = usePorts();
  const router = useRouter();
  return useMemo(
    () => ({
      track(name, properties = {}, options = {}) {
        assertEventName(name);
        // Read at call time, not render time: a handler may run after the visitor has navigated.
        const event = enrichEvent(name, properties, options, router.state.location.pathname);
        // The shell's pipeline sends it to the pixel too (SPEC §1, §7), and never throws into the page.
        analytics.track(event);
      },
    }),
    [analytics, router],
  );
}
