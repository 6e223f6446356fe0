import { z } from 'zod';
import type { EventProperties } from './analytics-event';
import type { PlannedPropertyType, TrackingPlan } from './tracking-plan';

const TYPES: Record<PlannedPropertyType, z.ZodType> = {
  string: z.string(),
  number: z.number(),
  boolean: z.boolean(),
  'string?': z.string().optional(),
  'number?': z.number().optional(),
  'boolean?': z.boolean().optional(),
};

/**
 * How a call breaks the plan, in a few words each ("plan: expected string, received number"); empty
 * when it keeps to it. Zod, so this file is loaded only in development or with the inspector open,
 * never on a visitor's first paint (issue 23 §3).
 */
export function trackingPlanBreaks(plan: TrackingPlan, name: string, properties: EventProperties): readonly string[] {
  // A plan with no events is the open plan a product without src/tracking-plan.ts has: any event, any properties.
  if (Object.keys(plan).length === 0) return [];
  const planned = Object.hasOwn(plan, name) ? plan[name] : undefined;
  if (!planned) return [`"${name}" is not in the tracking plan`];
  const shape = Object.fromEntries(Object.entries(planned.properties ?? {}).map(([key, type]) => [key, TYPES[type]]));
  // SPEC §3: the caller may name the page itself.
  const schema = z.object({ ...shape, currentPage: z.string().optional() }).strict();
  const result = schema.safeParse(properties);
  if (result.success) return [];
  return result.error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
}
