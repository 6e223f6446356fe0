import type { routeTree } from './route-tree.gen';
import type { TRACKING_PLAN } from './tracking-plan';

// The product's pages and tracking plan, for the shell's types: links to a page that is not there, and `track()` of
// an event the plan does not have, fail the typecheck.
declare module 'shellkit' {
  interface Register {
    routeTree: typeof routeTree;
    trackingPlan: typeof TRACKING_PLAN;
  }
}
