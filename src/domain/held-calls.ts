/** SPEC-free choice: at most this many calls per vendor wait for the visitor's decision in opt-in mode. */
export const HELD_CALLS_LIMIT = 100;

export interface HeldCall<Call> {
  readonly call: Call;
  /** When the call was made: sent along, so a held event keeps its own time, not the time of acceptance. */
  readonly occurredAt: Date;
}

/**
 * Calls made while consent is pending, in order. Bounded: past the limit the newest are dropped,
 * not the oldest, because the first page view of a visit (where the visitor came from) matters
 * most and a visitor who has not decided after a hundred events is unlikely to.
 */
export class HeldCalls<Call> {
  readonly #held: HeldCall<Call>[] = [];
  readonly #limit: number;
  #dropped = 0;

  constructor(limit = HELD_CALLS_LIMIT) {
    this.#limit = limit;
  }

  /** False when the call was dropped because the limit is reached. */
  hold(call: Call, occurredAt: Date): boolean {
    if (this.#held.length >= this.#limit) {
      this.#dropped += 1;
      return false;
    }
    this.#held.push({ call, occurredAt });
    return true;
  }

  /** Everything held, oldest first; the queue is empty afterwards. */
  release(): HeldCall<Call>[] {
    this.#dropped = 0;
    return this.#held.splice(0);
  }

  discard(): void {
    this.#held.length = 0;
    this.#dropped = 0;
  }

  get size(): number {
    return this.#held.length;
  }

  get dropped(): number {
    return this.#dropped;
  }
}
