import type { AnyRoute } from '@tanstack/react-router';
import type { TrackingPlan } from './domain/tracking-plan';

/**
 * What a product tells the shell's types about itself, as TanStack Router's own `Register`: the product's files reach
 * the shell through virtual modules (`shellkit:product`, `shellkit:tracking-plan`, `shellkit:route-tree`, resolved by
 * `shellkit/vite`), and their types through this interface. The route tree the plugin generates registers itself (its
 * footer: `routeTree: typeof routeTree`); a product with a tracking plan registers it once:
 *
 *   declare module 'shellkit' {
 *     interface Register {
 *       trackingPlan: typeof TRACKING_PLAN;   // from its src/tracking-plan.ts
 *     }
 *   }
 *
 * Unregistered, `track()` takes any event name with any properties (the open plan), and a link any path.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the product's declaration merging
export interface Register {}

/** Whether the product registered a tracking plan: without one, its plan is the open plan (any event, any properties). */
export type TrackingPlanRegistered = Register extends { readonly trackingPlan: TrackingPlan } ? true : false;

/** The product's tracking plan, as registered. */
export type RegisteredTrackingPlan = Register extends { readonly trackingPlan: infer P extends TrackingPlan } ? P : TrackingPlan;

/** The product's route tree (its pages under the shell's root route), as registered. */
export type RegisteredRouteTree = Register extends { readonly routeTree: infer T extends AnyRoute } ? T : AnyRoute;

/** A name of the product's tracking plan. */
export type PlannedEventName = keyof RegisteredTrackingPlan & string;

/**
 * A page of this site a link can name on its own: one of the pages (the product's and the shell's), without path
 * parameters. Checked by the typecheck, so a link to a page that is not there (a typo, a page removed) fails it rather
 * than the visitor.
 */
export type PagePath = Register extends { readonly routeTree: { readonly types: { readonly fileRouteTypes: { readonly to: infer To } } } }
  ? Exclude<To, `${string}$${string}`>
  : string;
