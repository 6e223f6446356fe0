import type { CallTiming } from '../domain/analytics-event';
import type { ActivityOutcome } from '../domain/shell-activity';
import type { VendorPermission } from '../domain/vendor-permission';
import type { VendorStatus } from '../domain/vendor-status';
import type { PermissionSignal } from '../ports/permission-signal';
import { VendorUnavailable } from '../ports/vendor-unavailable';
import type { LatestKey } from './latest-key';

/** One call into a port's adapter. It may return the SDK's promise: a rejection is logged like a throw. */
export type Delivery<Port> = (adapter: Port, timing: CallTiming | undefined) => unknown;

/** What became of one call, and why when it was not sent at once. */
export interface Delivered {
  readonly outcome: ActivityOutcome;
  readonly reason?: string;
}

/** What a call is, for the inspector: "page view /pricing", and its payload. */
export interface CallDescription {
  readonly summary: string;
  readonly detail: unknown;
}

/**
 * SPEC-free choice: at most this many calls per vendor wait for the visitor's decision in opt-in mode.
 * Past it the newest are dropped, not the oldest: the first page view of a visit (where the visitor
 * came from) matters most, and a visitor who has not decided after a hundred events is unlikely to.
 */
export const HELD_CALLS_LIMIT = 100;

/** Calls kept while the adapter and its SDK load; past this, new ones are dropped (and logged once) so a stuck load cannot grow memory. */
export const WAITING_CALLS_LIMIT = 500;

export interface DeliveryPipelineOptions<Port> {
  /** Named in log lines and vendor statuses: the vendor's label. */
  readonly vendor: string;
  readonly permission: PermissionSignal;
  /**
   * Makes the adapter, at once or as a promise of it ready; called once, when the vendor is first
   * permitted. `reportFailure` takes what the vendor reports outside any call (an HTTP refusal it
   * learns of later), logged once for the vendor like everything else.
   */
  readonly makeAdapter: (reportFailure: (error: unknown) => void) => Port | Promise<Port>;
  /** Told of every described call and what became of it, including a latest-value call the pipeline sends again on a grant: the inspector lists them. */
  readonly record?: (call: CallDescription, delivered: Delivered) => void;
  /** Told when waiting calls are dropped at once (a refusal, a vendor that did not load), with why: the inspector says so. */
  readonly onDropped?: (count: number, reason: string) => void;
  /** Where the vendor's state goes, for the inspector. */
  readonly reportStatus?: (vendor: string, status: VendorStatus) => void;
  readonly logger?: Pick<Console, 'warn' | 'error'>;
}

/** Why a call did not reach a vendor whose adapter or SDK could not be loaded: the inspector shows it. */
const VENDOR_FAILED = 'vendor could not be loaded';

type AdapterState<Port> =
  | { readonly status: 'not made' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly adapter: Port }
  | { readonly status: 'failed' };

/**
 * The newest call under a latest-value key, and how far it got. On its way (held, or waiting for the
 * SDK) is read from the queue; `reached` is set as the adapter is called; `kept` when it was taken out
 * to be sent on the next visit, which sends it.
 */
interface LatestCall<Port> {
  readonly delivery: Delivery<Port>;
  readonly options: DeliveryOptions;
  readonly value: unknown;
  progress: 'made' | 'reached' | 'kept';
}

interface Waiting<Port> {
  readonly delivery: Delivery<Port>;
  /** Set when the call waited for the visitor's consent: it is sent with its own time, not the time of acceptance. */
  readonly heldSince: Date | undefined;
  /** When the call was made. */
  readonly madeAt: Date;
  /** What the call is, as plain data, when it can be kept for the next visit (see takeUnsent). */
  readonly kept: unknown;
  /** Set when the call is the newest under its latest-value key. */
  readonly latest: LatestCall<Port> | undefined;
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

/** A permitted call taken out of the queue before its vendor loaded: what it is, and when it was made. */
export interface UnsentDelivery {
  readonly kept: unknown;
  readonly madeAt: Date;
}

/**
 * The one way a call reaches a vendor, one per vendor (several per port). It owns, in one place:
 * - consent: while the purpose is pending, calls are held with their time (bounded); a denial drops them;
 * - the adapter: made once permitted, calls wait in the same queue until it (and its SDK) is ready,
 *   then go out in order, exactly once;
 * - failure: a vendor that fails to load, throws or rejects is logged once, and the page carries on;
 * - latest values: the newest call under a key (the current page) is sent on a later grant if it
 *   has not reached the vendor and is not on its way, so a vendor granted late still hears it.
 * There is no other queue between a caller and the vendor's SDK.
 */
export class DeliveryPipeline<Port> {
  readonly #options: DeliveryPipelineOptions<Port>;
  readonly #queue: Waiting<Port>[] = [];
  readonly #latest = new Map<LatestKey<unknown>, LatestCall<Port>>();
  #permission: VendorPermission;
  #adapter: AdapterState<Port> = { status: 'not made' };
  #logged = false;
  #warnedHeld = false;
  #status: VendorStatus | undefined;
  #flushDeferred = false;

  constructor(options: DeliveryPipelineOptions<Port>) {
    this.#options = options;
    this.#permission = options.permission.current();
    options.permission.subscribe((permission) => this.#permissionChanged(permission));
    if (this.#permission === 'granted') this.#makeAdapter();
  }

  get permission(): VendorPermission {
    return this.#permission;
  }

  /** The value the newest call under `key` carried (the page the visitor is on), whatever became of it. */
  latest<Value>(key: LatestKey<Value>): Value | undefined {
    return this.#latest.get(key)?.value as Value | undefined;
  }

  /** Sends the call now, or keeps it until it can be sent, or drops it; says which and why, for the inspector. */
  deliver(delivery: Delivery<Port>, options: DeliveryOptions = {}): Delivered {
    const delivered = this.#deliver(delivery, options);
    if (options.described) this.#options.record?.(options.described, delivered);
    return delivered;
  }

  #deliver(delivery: Delivery<Port>, options: DeliveryOptions): Delivered {
    const { keep, madeAt } = options;
    const latest = options.latest && this.#rememberLatest(delivery, options, options.latest);
    const made = madeAt ?? new Date();
    // A call from a past visit goes out with its own time, like one held for consent.
    const pastCall = madeAt !== undefined;
    if (this.#permission === 'denied') return { outcome: 'not sent', reason: this.#consentReason() };
    if (this.#permission === 'granted') {
      return this.#deliverGranted({ delivery, heldSince: pastCall ? made : undefined, madeAt: made, kept: keep, latest });
    }
    // Pending. Nothing can reach a vendor that failed to load (before consent was withdrawn): a call
    // held for consent would wait for a grant that cannot send it.
    if (this.#adapter.status === 'failed') return { outcome: 'not sent', reason: VENDOR_FAILED };
    // While the purpose is pending, everything waiting was held for consent.
    if (this.#queue.length >= HELD_CALLS_LIMIT) {
      this.#warnHeldOnce();
      return { outcome: 'not sent', reason: `${HELD_CALLS_LIMIT} calls already held` };
    }
    this.#queue.push({ delivery, heldSince: made, madeAt: made, kept: keep, latest });
    return { outcome: 'held for consent', reason: this.#consentReason() };
  }

  /**
   * The page is being left: the permitted calls still waiting for the vendor to load (each made with
   * something to keep) are taken out of the queue and handed back, so they are kept for the next
   * visit and never also sent from this page. Calls held for consent stay: nothing the visitor has
   * not permitted is kept on the device for later.
   */
  takeUnsent(): UnsentDelivery[] {
    if (this.#permission !== 'granted' || (this.#adapter.status !== 'not made' && this.#adapter.status !== 'loading')) return [];
    const taken: UnsentDelivery[] = [];
    const staying = this.#queue.filter((waiting) => {
      if (waiting.kept === undefined) return true;
      taken.push({ kept: waiting.kept, madeAt: waiting.madeAt });
      if (waiting.latest) waiting.latest.progress = 'kept';
      return false;
    });
    this.#queue.splice(0, this.#queue.length, ...staying);
    return taken;
  }

  #rememberLatest(delivery: Delivery<Port>, options: DeliveryOptions, { key, value }: LatestValue<unknown>): LatestCall<Port> {
    const call: LatestCall<Port> = { delivery, options, value, progress: 'made' };
    this.#latest.set(key, call);
    return call;
  }

  // A latest-value call that never got anywhere (refused, dropped with a denial, over a limit) is sent again as a new call.
  #catchUpLatest(): void {
    const missed = [...this.#latest.values()].filter(
      (call) => call.progress === 'made' && !this.#queue.some((waiting) => waiting.latest === call),
    );
    for (const call of missed) this.deliver(call.delivery, call.options);
  }

  #consentReason(): string {
    return this.#options.permission.reason?.() ?? `consent ${this.#permission}`;
  }

  #deliverGranted(waiting: Waiting<Port>): Delivered {
    switch (this.#adapter.status) {
      case 'ready':
        if (this.#flushDeferred) {
          this.#queue.push(waiting);
          return { outcome: 'sent' };
        }
        this.#invoke(this.#adapter.adapter, waiting);
        return { outcome: 'sent' };
      case 'failed':
        return { outcome: 'not sent', reason: VENDOR_FAILED };
      case 'not made':
      case 'loading':
        if (this.#queue.length >= WAITING_CALLS_LIMIT) {
          this.#logOnce(`has not loaded after ${this.#queue.length} calls; later calls are dropped`, undefined);
          return { outcome: 'not sent', reason: `vendor not loaded after ${WAITING_CALLS_LIMIT} calls` };
        }
        this.#queue.push(waiting);
        return { outcome: 'sent' };
    }
  }

  #permissionChanged(permission: VendorPermission): void {
    this.#permission = permission;
    if (permission === 'denied') this.#drop(this.#consentReason());
    if (permission === 'granted') {
      if (this.#adapter.status === 'ready') {
        // The adapter already runs and hears the same change right after this pipeline (it subscribed
        // later): what was held, and the newest latest-value call, go out once it has, so the vendor is
        // told before it receives them (an SDK opted out would drop them). Calls made meanwhile join the queue behind them.
        const held = this.#queue.length > 0;
        if (held) this.#flushDeferred = true;
        queueMicrotask(() => {
          if (held) {
            this.#flushDeferred = false;
            this.#flush();
          }
          this.#catchUpLatest();
        });
      } else {
        this.#makeAdapter();
        this.#flush();
        this.#catchUpLatest();
      }
    }
  }

  #makeAdapter(): void {
    if (this.#adapter.status !== 'not made') return;
    this.#adapter = { status: 'loading' };
    this.#report('loading');
    let made: Port | Promise<Port>;
    try {
      made = this.#options.makeAdapter((error) => this.#callFailed('reported a failure', error));
    } catch (error) {
      this.#failed(error);
      return;
    }
    if (!isThenable(made)) {
      this.#ready(made);
      return;
    }
    made.then(
      (adapter) => this.#ready(adapter),
      (error: unknown) => this.#failed(error),
    );
  }

  #ready(adapter: Port): void {
    this.#adapter = { status: 'ready', adapter };
    this.#report('ready');
    this.#flush();
  }

  #failed(error: unknown): void {
    this.#adapter = { status: 'failed' };
    this.#report('blocked');
    this.#drop(VENDOR_FAILED);
    this.#logOnce('could not be loaded', error);
  }

  #drop(reason: string): void {
    const count = this.#queue.length;
    this.#queue.length = 0;
    if (count > 0) this.#options.onDropped?.(count, reason);
  }

  // In order; a call made while flushing joins the end of the queue through deliver(), so order holds.
  #flush(): void {
    if (this.#adapter.status !== 'ready' || this.#permission !== 'granted') return;
    const { adapter } = this.#adapter;
    for (let next = this.#queue.shift(); next; next = this.#queue.shift()) this.#invoke(adapter, next);
  }

  #invoke(adapter: Port, { delivery, heldSince, latest }: Waiting<Port>): void {
    if (latest) latest.progress = 'reached';
    try {
      const result = delivery(adapter, heldSince ? { occurredAt: heldSince } : undefined);
      if (isThenable(result)) result.then(undefined, (error: unknown) => this.#callFailed('rejected a call', error));
    } catch (error) {
      this.#callFailed('threw', error);
    }
  }

  #callFailed(what: string, error: unknown): void {
    // A call that found the vendor's code blocked (a heatmap's script) is the vendor not loading, not one failed call.
    if (error instanceof VendorUnavailable) {
      this.#failed(error);
      return;
    }
    this.#report('failing');
    this.#logOnce(what, error);
  }

  #warnHeldOnce(): void {
    if (this.#warnedHeld) return;
    this.#warnedHeld = true;
    (this.#options.logger ?? console).warn(
      `[shellkit] ${this.#options.vendor}: ${HELD_CALLS_LIMIT} calls are waiting for the visitor's consent; later ones are dropped.`,
    );
  }

  #report(status: VendorStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    this.#options.reportStatus?.(this.#options.vendor, status);
  }

  #logOnce(what: string, error: unknown): void {
    if (this.#logged) return;
    this.#logged = true;
    (this.#options.logger ?? console).error(`[shellkit] ${this.#options.vendor} ${what}; the shell carries on without it.`, error);
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as PromiseLike<unknown>).then === 'function'
  );
}
