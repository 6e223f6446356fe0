import { retryDelayMs } from '../domain/consent-outbox-rules';

export interface RetryBackoffOptions {
  readonly timers?: { setTimeout(run: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
  readonly random?: () => number;
  readonly now?: () => Date;
}

/**
 * When the next attempt may start: after this page's failures in a row, exponential with jitter
 * (`retryDelayMs`), never sooner than the server's Retry-After; one timer wakes the sender then.
 */
export class RetryBackoff {
  readonly #options: RetryBackoffOptions;
  #failures = 0;
  /** When the next attempt may start (ms since epoch). */
  #notBefore = 0;
  #timer: unknown;

  constructor(options: RetryBackoffOptions = {}) {
    this.#options = options;
  }

  /** Whether an attempt may start now. */
  due(): boolean {
    return this.#now() >= this.#notBefore;
  }

  /** An attempt failed: the next waits; `retry` runs when it may start. Returns the wait, in ms. */
  failed(retry: () => void, retryAfterMs?: number): number {
    this.#failures += 1;
    const delay = retryDelayMs(this.#failures, (this.#options.random ?? Math.random)(), retryAfterMs);
    this.#notBefore = this.#now() + delay;
    const timers = this.#options.timers ?? globalThis;
    if (this.#timer !== undefined) timers.clearTimeout(this.#timer as number);
    this.#timer = timers.setTimeout(() => {
      this.#timer = undefined;
      retry();
    }, delay);
    return delay;
  }

  /** An attempt was answered: the next failure starts from the first delay again. */
  succeeded(): void {
    this.#failures = 0;
  }

  #now(): number {
    return (this.#options.now?.() ?? new Date()).getTime();
  }
}
