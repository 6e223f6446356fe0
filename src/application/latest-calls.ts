import type { LatestKey } from './latest-key';
import type { Delivery, DeliveryOptions, LatestValue } from './vendor-call';

/**
 * The newest call under a latest-value key, and how far it got. On its way (held, or waiting for the
 * SDK or its task) is read from the pipeline's queue; `reached` is set as the adapter is called;
 * `kept` when it was taken out to be sent on the next visit, which sends it.
 */
export interface LatestCall<Port> {
  readonly delivery: Delivery<Port>;
  readonly options: DeliveryOptions;
  readonly value: unknown;
  progress: 'made' | 'reached' | 'kept';
}

/**
 * One pipeline's latest-value calls (the current page, the heatmap load): the newest under each
 * key, so a vendor granted late still hears it, unless it already has or it is on its way.
 */
export class LatestCalls<Port> {
  readonly #latest = new Map<LatestKey<unknown>, LatestCall<Port>>();

  remember(delivery: Delivery<Port>, options: DeliveryOptions, { key, value }: LatestValue<unknown>): LatestCall<Port> {
    const call: LatestCall<Port> = { delivery, options, value, progress: 'made' };
    this.#latest.set(key, call);
    return call;
  }

  value<Value>(key: LatestKey<Value>): Value | undefined {
    return this.#latest.get(key)?.value as Value | undefined;
  }

  /** The newest calls that never got anywhere (refused, dropped with a denial, over a limit) and are not on their way. */
  missed(onTheirWay: (call: LatestCall<Port>) => boolean): LatestCall<Port>[] {
    return [...this.#latest.values()].filter((call) => call.progress === 'made' && !onTheirWay(call));
  }
}
