import type { VendorPermission } from '../domain/vendor-permission';
import type { VendorStatus } from '../domain/vendor-status';
import type { LaterTask } from '../platform/later-task';
import type { PermissionSignal } from '../ports/permission-signal';
import { VendorUnavailable } from '../ports/vendor-unavailable';
import { LatestCalls, type LatestCall } from './latest-calls';
import type { LatestKey } from './latest-key';
import { PipelineLog } from './pipeline-log';
import type { CallDescription, Delivered, Delivery, DeliveryOptions, UnsentDelivery } from './vendor-call';

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
  /**
   * Where each call reaches the adapter: a task of its own, after the caller's (issue 23 §4: never
   * inside the visitor's click). One call per task, so a slow vendor holds up no other's.
   */
  readonly later: LaterTask;
  /**
   * Told of every described call and what became of it, including a latest-value call the pipeline sends again on a grant: the
   * inspector lists them (and amends one when its `confirmation` settles).
   */
  readonly record?: (call: CallDescription, delivered: Delivered) => void;
  /**
   * The vendor's adapter says when a call arrived (its descriptor's `confirmsDelivery`): a call it returns a promise for is sent
   * once that resolves (refused if it rejects), and one it takes without a promise is sent as it returns. Otherwise a call is
   * only handed to the SDK, which sends it when and if it will.
   */
  readonly confirmsDelivery?: boolean;
  /** Told when waiting calls are dropped at once (a refusal, a vendor that did not load), with why: the inspector says so. */
  readonly onDropped?: (count: number, reason: string) => void;
  /** Where the vendor's state goes, for the inspector. */
  readonly reportStatus?: (vendor: string, status: VendorStatus) => void;
  readonly logger?: Pick<Console, 'warn' | 'error'>;
}

/** A permitted call, on its way to the vendor's SDK: whether it is sent is the SDK's business, unless the vendor confirms delivery. */
const HANDED: Delivered = { outcome: 'handed to the SDK' };

/** Why a call did not reach a vendor whose adapter or SDK could not be loaded: the inspector shows it. */
const VENDOR_FAILED = 'vendor could not be loaded';

type AdapterState<Port> =
  | { readonly status: 'not made' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly adapter: Port }
  | { readonly status: 'failed' };

/** Where a call's confirmation goes: its `confirmation`, or kept for `deliver` to return (a call the vendor took at once). */
interface Receipt {
  confirm?: (settled: Delivered) => void;
  confirmed?: Delivered;
}

interface Waiting<Port> {
  readonly delivery: Delivery<Port>;
  readonly receipt: Receipt;
  /** Set when the call waited for the visitor's consent: it is sent with its own time, not the time of acceptance. */
  readonly heldSince: Date | undefined;
  /** When the call was made. */
  readonly madeAt: Date;
  /** What the call is, as plain data, when it can be kept for the next visit (see takeUnsent). */
  readonly kept: unknown;
  /** Set when the call is the newest under its latest-value key. */
  readonly latest: LatestCall<Port> | undefined;
}

/**
 * The one way a call reaches a vendor, one per vendor (several per port). It owns, in one place:
 * - consent: while the purpose is pending, calls are held with their time (bounded); a denial drops them;
 * - the adapter: made once permitted, calls wait in the same queue until it (and its SDK) is ready,
 *   then go out in order, exactly once, one per later task (never in the caller's);
 * - failure: a vendor that fails to load, throws or rejects is logged once, and the page carries on;
 * - latest values: the newest call under a key (the current page) is sent on a later grant if it
 *   has not reached the vendor and is not on its way, so a vendor granted late still hears it.
 * There is no other queue between a caller and the vendor's SDK.
 */
export class DeliveryPipeline<Port> {
  readonly #options: DeliveryPipelineOptions<Port>;
  /** Every call not yet handed to the adapter, in call order: held for consent, waiting for the SDK, or for its task. */
  readonly #queue: Waiting<Port>[] = [];
  readonly #latest = new LatestCalls<Port>();
  readonly #log: PipelineLog;
  #permission: VendorPermission;
  #adapter: AdapterState<Port> = { status: 'not made' };
  #turnAsked = false;

  constructor(options: DeliveryPipelineOptions<Port>) {
    this.#options = options;
    this.#log = new PipelineLog(options.vendor, options.logger, options.reportStatus);
    this.#permission = options.permission.current();
    options.permission.subscribe((permission) => this.#permissionChanged(permission));
    if (this.#permission === 'granted') this.#makeAdapter();
  }

  get permission(): VendorPermission {
    return this.#permission;
  }

  /** The value the newest call under `key` carried (the page the visitor is on), whatever became of it. */
  latest<Value>(key: LatestKey<Value>): Value | undefined {
    return this.#latest.value(key);
  }

  /** Queues the call for its vendor, or drops it; says which and why, for the inspector. Never calls the vendor. */
  deliver(delivery: Delivery<Port>, options: DeliveryOptions = {}): Delivered {
    const receipt: Receipt = {};
    const queued = this.#deliver(delivery, options, receipt);
    // A call the vendor took at once (its task ran already) says how it ended; one still on its way says it later.
    const delivered =
      receipt.confirmed ??
      (this.#options.confirmsDelivery && queued === HANDED
        ? { ...queued, confirmation: new Promise<Delivered>((resolve) => (receipt.confirm = resolve)) }
        : queued);
    if (options.described) this.#options.record?.(options.described, delivered);
    return delivered;
  }

  #deliver(delivery: Delivery<Port>, options: DeliveryOptions, receipt: Receipt): Delivered {
    const { keep, madeAt } = options;
    const latest = options.latest && this.#latest.remember(delivery, options, options.latest);
    const made = madeAt ?? new Date();
    // A call from a past visit goes out with its own time, like one held for consent.
    const pastCall = madeAt !== undefined;
    if (this.#permission === 'denied') return { outcome: 'not sent', reason: this.#consentReason() };
    if (this.#permission === 'granted') {
      return this.#deliverGranted({ delivery, receipt, heldSince: pastCall ? made : undefined, madeAt: made, kept: keep, latest });
    }
    // Pending. Nothing can reach a vendor that failed to load (before consent was withdrawn): a call
    // held for consent would wait for a grant that cannot send it.
    if (this.#adapter.status === 'failed') return { outcome: 'not sent', reason: VENDOR_FAILED };
    // While the purpose is pending, everything waiting was held for consent.
    if (this.#queue.length >= HELD_CALLS_LIMIT) {
      this.#log.warnOnce(`${HELD_CALLS_LIMIT} calls are waiting for the visitor's consent; later ones are dropped.`);
      return { outcome: 'not sent', reason: `${HELD_CALLS_LIMIT} calls already held` };
    }
    this.#queue.push({ delivery, receipt, heldSince: made, madeAt: made, kept: keep, latest });
    return { outcome: 'held for consent', reason: this.#consentReason() };
  }

  /**
   * The page is being left: the permitted calls that have not reached the vendor yet (its SDK still
   * loading, or their task not run), each made with something to keep, are taken out of the queue and
   * handed back, so they are kept for the next visit and never also sent from this page (nor from it
   * restored by the back-forward cache). Calls held for consent stay: nothing the visitor has not
   * permitted is kept on the device for later.
   */
  takeUnsent(): UnsentDelivery[] {
    if (this.#permission !== 'granted' || this.#adapter.status === 'failed') return [];
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

  /**
   * The page is being left: what is permitted and waits only for its task (an error report, which
   * cannot be kept as plain data) is handed to the vendor now. There is no click left to protect,
   * and the task would never run.
   */
  sendNowBeforeLeaving(): void {
    while (this.#sendNext());
  }

  #catchUpLatest(): void {
    const missed = this.#latest.missed((call) => this.#queue.some((waiting) => waiting.latest === call));
    for (const call of missed) this.deliver(call.delivery, call.options);
  }

  #consentReason(): string {
    return this.#options.permission.reason?.() ?? `consent ${this.#permission}`;
  }

  #deliverGranted(waiting: Waiting<Port>): Delivered {
    switch (this.#adapter.status) {
      case 'ready':
        this.#queue.push(waiting);
        this.#askTurn();
        return HANDED;
      case 'failed':
        return { outcome: 'not sent', reason: VENDOR_FAILED };
      case 'not made':
      case 'loading':
        if (this.#queue.length >= WAITING_CALLS_LIMIT) {
          this.#log.errorOnce(`has not loaded after ${this.#queue.length} calls; later calls are dropped`, undefined);
          return { outcome: 'not sent', reason: `vendor not loaded after ${WAITING_CALLS_LIMIT} calls` };
        }
        this.#queue.push(waiting);
        return HANDED;
    }
  }

  #permissionChanged(permission: VendorPermission): void {
    this.#permission = permission;
    if (permission === 'denied') this.#drop(this.#consentReason());
    if (permission === 'granted') {
      // An adapter already running hears the same change right after this pipeline (it subscribed
      // later); what was held goes out in later tasks, so the vendor is told before it receives it
      // (an SDK opted out would drop it). The newest latest-value call joins the queue behind.
      this.#makeAdapter();
      this.#askTurn();
      this.#catchUpLatest();
    }
  }

  #makeAdapter(): void {
    if (this.#adapter.status !== 'not made') return;
    this.#adapter = { status: 'loading' };
    this.#log.status('loading');
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
    this.#log.status('ready');
    this.#askTurn();
  }

  #failed(error: unknown): void {
    this.#adapter = { status: 'failed' };
    this.#log.status('blocked');
    this.#drop(VENDOR_FAILED);
    this.#log.errorOnce('could not be loaded', error);
  }

  #drop(reason: string): void {
    const count = this.#queue.length;
    this.#queue.length = 0;
    if (count > 0) this.#options.onDropped?.(count, reason);
  }

  // One task at a time per vendor, each sending the oldest call: the order holds whatever order the
  // platform runs different vendors' tasks in, and a call made meanwhile simply joins the queue.
  #askTurn(): void {
    if (this.#turnAsked || !this.#canSend() || this.#queue.length === 0) return;
    this.#turnAsked = true;
    this.#options.later(() => {
      this.#turnAsked = false;
      this.#sendNext();
      this.#askTurn();
    });
  }

  #canSend(): boolean {
    return this.#adapter.status === 'ready' && this.#permission === 'granted';
  }

  /** Hands the oldest waiting call to the adapter, if it may go now; says whether one went. */
  #sendNext(): boolean {
    if (this.#adapter.status !== 'ready' || this.#permission !== 'granted') return false;
    const next = this.#queue.shift();
    if (!next) return false;
    this.#invoke(this.#adapter.adapter, next);
    return true;
  }

  #invoke(adapter: Port, { delivery, receipt, heldSince, latest }: Waiting<Port>): void {
    if (latest) latest.progress = 'reached';
    const confirm = (settled: Delivered) => {
      if (!this.#options.confirmsDelivery) return;
      if (receipt.confirm) receipt.confirm(settled);
      else receipt.confirmed = settled;
    };
    try {
      const result = delivery(adapter, heldSince ? { occurredAt: heldSince } : undefined);
      if (!isThenable(result)) confirm({ outcome: 'sent' });
      else
        result.then(
          () => confirm({ outcome: 'sent' }),
          (error: unknown) => {
            confirm({ outcome: 'not sent', reason: 'the vendor refused it' });
            this.#callFailed('rejected a call', error);
          },
        );
    } catch (error) {
      confirm({ outcome: 'not sent', reason: 'the vendor refused it' });
      this.#callFailed('threw', error);
    }
  }

  #callFailed(what: string, error: unknown): void {
    // A call that found the vendor's code blocked (a heatmap's script) is the vendor not loading, not one failed call.
    if (error instanceof VendorUnavailable) {
      this.#failed(error);
      return;
    }
    this.#log.status('failing');
    this.#log.errorOnce(what, error);
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as PromiseLike<unknown>).then === 'function'
  );
}
