/**
 * The tracking plan's shape (issue 23 §3): each named event a product sends, its properties' types
 * and, optionally, what each ad vendor calls it. The product's own plan is `src/tracking-plan.ts`.
 */

/** A property's type, as a value: the plan is read by the typecheck and, in development or with the inspector open, at run time. */
export type PlannedPropertyType = 'string' | 'number' | 'boolean' | 'string?' | 'number?' | 'boolean?';

/**
 * What each ad vendor calls a planned event, by the vendor's id. Empty here on purpose: each vendor's
 * folder adds its own entry (`declare module` on this file), so the plan's mapping for a vendor and the
 * code that reads it stay in that vendor's folder, and a new vendor touches no other file.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, one entry per vendor folder
export interface PlannedVendorEvents {}

export interface PlannedEvent {
  readonly properties?: Readonly<Record<string, PlannedPropertyType>>;
  readonly vendors?: PlannedVendorEvents;
}

export type TrackingPlan = Readonly<Record<string, PlannedEvent>>;

type ValueOf<T extends PlannedPropertyType> = T extends 'string' | 'string?' ? string : T extends 'number' | 'number?' ? number : boolean;
type OptionalKeys<P> = { [K in keyof P]: P[K] extends `${string}?` ? K : never }[keyof P];
type Simplify<T> = { [K in keyof T]: T[K] };

/** The properties an event of the plan takes, as TypeScript reads them (`currentPage` may always be given: SPEC §3). */
export type PlannedProperties<E extends PlannedEvent> = E['properties'] extends infer P extends Readonly<
  Record<string, PlannedPropertyType>
>
  ? Simplify<
      { readonly [K in Exclude<keyof P, OptionalKeys<P>>]: ValueOf<P[K]> } & { readonly [K in OptionalKeys<P>]?: ValueOf<P[K]> } & {
        readonly currentPage?: string;
      }
    >
  : { readonly currentPage?: string };

/** Keeps the plan's literal types (its names and property types), so `track()` can be typed against it. */
export function defineTrackingPlan<const P extends TrackingPlan>(plan: P): P {
  return plan;
}
