import type { TRACKING_PLAN } from './tracking-plan';

// The product's tracking plan, for the shell's types: `track()` of an event the plan does not have fails the typecheck
// (its pages register themselves: the route tree's footer, so a link to a page that is not there fails it too).
declare module 'shellkit' {
  interface Register {
    trackingPlan: typeof TRACKING_PLAN;
  }
}
