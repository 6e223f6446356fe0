import type { EventProperties } from '../../domain/analytics-event';
import type { ShellActivity } from '../../domain/shell-activity';
import { TRACKING_PLAN } from 'shellkit:tracking-plan';

/**
 * Issue 23 §3: a call that breaks the tracking plan at run time (from untyped code) is flagged in the
 * inspector, never dropped: the event has already gone to the vendors when this runs. The check is
 * zod, loaded here on demand, so it reaches only development and pages with the inspector open; this
 * module is loaded on demand too (use-analytics.ts), so none of it is in the entry.
 */
export async function flagPlanBreaks(name: string, properties: EventProperties, activity: ShellActivity | undefined): Promise<void> {
  // Its chunk is named for the file: a name with "tracking" in it is one filter lists block.
  const { trackingPlanBreaks } = await import('../../domain/planned-event-check');
  const breaks = trackingPlanBreaks(TRACKING_PLAN, name, properties);
  if (breaks.length === 0) return;
  const summary = `event ${name} breaks the tracking plan: ${breaks.join('; ')}`;
  if (activity) activity.record({ port: 'analytics', adapter: 'tracking plan', summary, outcome: undefined, detail: { name, properties } });
  else console.warn(`[shellkit] ${summary} (src/tracking-plan.ts)`);
}
