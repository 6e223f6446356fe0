export type VendorState = 'idle' | 'loading' | 'ready' | 'failed';

export interface DeferredSdkOptions<Sdk> {
  /** Shown in the log line, e.g. "Segment". */
  readonly vendor: string;
  /** Loads and initialises the SDK; may reject (blocked script, failed import) or throw. */
  readonly load: () => Promise<Sdk>;
  readonly logger?: Pick<Console, 'error'>;
  /** Calls kept while the SDK loads; past this, new calls are dropped (and logged once) so a stuck load cannot grow memory. */
  readonly maxQueued?: number;
}

export const DEFAULT_MAX_QUEUED = 500;

/**
 * A vendor SDK that arrives later. Calls made before it is ready wait in order and run exactly
 * once when it is; after a failed load they are dropped. Every failure, of the load or of a call,
 * is logged once per SDK, so a blocked vendor never throws into the page nor floods the console.
 */
export class DeferredSdk<Sdk> {
  #state: VendorState = 'idle';
  #sdk: Sdk | undefined;
  readonly #queue: ((sdk: Sdk) => void)[] = [];
  readonly #options: DeferredSdkOptions<Sdk>;
  #logged = false;

  constructor(options: DeferredSdkOptions<Sdk>) {
    this.#options = options;
  }

  get state(): VendorState {
    return this.#state;
  }

  /** Starts loading; later calls do nothing. Resolves once the SDK is ready or has failed, never rejects. */
  start(): Promise<void> {
    if (this.#state !== 'idle') return Promise.resolve();
    this.#state = 'loading';
    return Promise.resolve()
      .then(this.#options.load)
      .then(
        (sdk) => {
          this.#sdk = sdk;
          // Calls made while flushing join the end of the queue, so order holds.
          while (this.#queue.length > 0) this.#invoke(sdk, this.#queue.shift() as (sdk: Sdk) => void);
          this.#state = 'ready';
        },
        (error: unknown) => {
          this.#state = 'failed';
          this.#queue.length = 0;
          this.#logOnce('could not be loaded', error);
        },
      );
  }

  /** Runs `call` with the SDK now if it is ready, later if it is loading or idle, never if it failed. */
  run(call: (sdk: Sdk) => void): void {
    if (this.#state === 'ready') {
      this.#invoke(this.#sdk as Sdk, call);
    } else if (this.#state !== 'failed') {
      if (this.#queue.length >= (this.#options.maxQueued ?? DEFAULT_MAX_QUEUED)) {
        this.#logOnce(`is still loading after ${this.#queue.length} calls; later calls are dropped`, undefined);
        return;
      }
      this.#queue.push(call);
    }
  }

  #invoke(sdk: Sdk, call: (sdk: Sdk) => void): void {
    try {
      call(sdk);
    } catch (error) {
      this.#logOnce('threw', error);
    }
  }

  #logOnce(what: string, error: unknown): void {
    if (this.#logged) return;
    this.#logged = true;
    (this.#options.logger ?? console).error(`[shellkit] ${this.#options.vendor} ${what}; the shell carries on without it.`, error);
  }
}
