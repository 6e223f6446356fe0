import type { CallTiming } from '../domain/analytics-event';
import type { ActivityOutcome } from '../domain/shell-activity';
import type { LatestKey } from './latest-key';

/** One call into a port's adapter. It may return the SDK's promise: a rejection is logged like a throw. */
export type Delivery<Port> = (adapter: Port, timing: CallTiming | undefined) => unknown;

/** What became of one call, and why when it was not sent at once. */
export interface Delivered {
  readonly outcome: ActivityOutcome;
  readonly reason?: string;
  /** For a vendor that confirms delivery, a call handed to it: settles with what became of it once the vendor answered. */
  readonly confirmation?: Promise<Delivered>;
}

/** What a call is, for the inspector: "page view /pricing", and its payload. */
export interface CallDescription {
  readonly summary: string;
  readonly detail: unknown;
}

/** How a call is made: as plain data to keep if the page is left before it is sent, and at a time of its own (a call from a past visit). */
export interface DeliveryOptions {
  readonly keep?: unknown;
  readonly madeAt?: Date;
  /** What the call is, for the inspector (see `record`). */
  readonly described?: CallDescription;
  /** Makes this the newest call under its key (see LatestKey), carrying `value`: sent again on a later grant if it never got anywhere. */
  readonly latest?: LatestValue<unknown>;
}

/** A latest-value call's key and the value it carries (the page view; nothing for the heatmap's load). */
export interface LatestValue<Value> {
  readonly key: LatestKey<Value>;
  readonly value: Value;
}

/** A permitted call taken out of the queue before it reached its vendor: what it is, and when it was made. */
export interface UnsentDelivery {
  readonly kept: unknown;
  readonly madeAt: Date;
}
