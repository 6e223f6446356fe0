import { vendorStatusBoard, type VendorStatus, type VendorStatusBoard } from './vendor-status';

export type VendorState = 'idle' | 'loading' | 'ready' | 'failed';

export interface DeferredSdkOptions<Sdk> {
  /** Shown in the log line, e.g. "Segment". */
  readonly vendor: string;
  /** Loads and initialises the SDK; may reject (blocked script, failed import) or throw. */
  readonly load: () => Promise<Sdk>;
  readonly logger?: Pick<Console, 'error'>;
  /** Where the SDK's status goes for the shell inspector; the page-wide board by default. */
  readonly statusBoard?: VendorStatusBoard;
  /** Calls kept while the SDK loads; past this, new calls are dropped (and logged once) so a stuck load cannot grow memory. */
  readonly maxQueued?: number;
}

/** A call into the SDK. It may return the SDK's promise: a rejection is logged like a throw, never left unhandled. */
export type SdkCall<Sdk> = (sdk: Sdk) => unknown;

export const DEFAULT_MAX_QUEUED = 500;

/**
 * A vendor SDK that arrives later. Calls made before it is ready wait in order and run exactly
 * once when it is; after a failed load they are dropped. Every failure, of the load or of a call,
 * is logged once per SDK, so a blocked vendor never throws into the page nor floods the console.
 */
export class DeferredSdk<Sdk> {
  #state: VendorState = 'idle';
  #sdk: Sdk | undefined;
  #started: Promise<void> | undefined;
  readonly #queue: SdkCall<Sdk>[] = [];
  readonly #options: DeferredSdkOptions<Sdk>;
  #logged = false;

  constructor(options: DeferredSdkOptions<Sdk>) {
    this.#options = options;
  }

  get state(): VendorState {
    return this.#state;
  }

  /** Starts loading, once: every call returns the same promise, which settles when the SDK is ready or has failed and never rejects. */
  start(): Promise<void> {
    this.#started ??= this.#load();
    return this.#started;
  }

  /** Runs `call` with the SDK now if it is ready, later if it is loading or idle, never if it failed. */
  run(call: SdkCall<Sdk>): void {
    if (this.#state === 'ready') {
      this.#invoke(this.#sdk as Sdk, call);
    } else if (this.#state !== 'failed') {
      if (this.#queue.length >= (this.#options.maxQueued ?? DEFAULT_MAX_QUEUED)) {
        this.#logOnce(`has not loaded after ${this.#queue.length} calls; later calls are dropped`, undefined);
        return;
      }
      this.#queue.push(call);
    }
  }

  #load(): Promise<void> {
    this.#state = 'loading';
    this.#report('loading');
    return Promise.resolve()
      .then(() => this.#options.load())
      .then(
        (sdk) => {
          this.#sdk = sdk;
          // Calls made while flushing join the end of the queue, so order holds.
          while (this.#queue.length > 0) this.#invoke(sdk, this.#queue.shift() as SdkCall<Sdk>);
          this.#state = 'ready';
          this.#report('ready');
        },
        (error: unknown) => {
          this.#state = 'failed';
          this.#report('blocked');
          this.#queue.length = 0;
          this.#logOnce('could not be loaded', error);
        },
      );
  }

  #invoke(sdk: Sdk, call: SdkCall<Sdk>): void {
    try {
      const result = call(sdk);
      if (isThenable(result))
        result.then(undefined, (error: unknown) => {
          this.#report('failing');
          this.#logOnce('rejected a call', error);
        });
    } catch (error) {
      this.#report('failing');
      this.#logOnce('threw', error);
    }
  }

  #report(status: VendorStatus): void {
    (this.#options.statusBoard ?? vendorStatusBoard).report(this.#options.vendor, status);
  }

  #logOnce(what: string, error: unknown): void {
    if (this.#logged) return;
    this.#logged = true;
    (this.#options.logger ?? console).error(`[shellkit] ${this.#options.vendor} ${what}; the shell carries on without it.`, error);
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}
