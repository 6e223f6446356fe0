/** One call a memory fake received, in the order the shell made it. */
export interface RecordedCall<Method extends string, Payload> {
  readonly method: Method;
  readonly payload: Payload;
  /** Milliseconds since the page started (performance.now), so tests can order calls across fakes. */
  readonly at: number;
  /** When the shell says the call happened (ISO 8601): earlier than the recording when it waited for consent. */
  readonly occurredAt: string;
}

export class CallLog<Method extends string, Payload> {
  readonly #calls: RecordedCall<Method, Payload>[] = [];

  record(method: Method, payload: Payload, occurredAt: Date = new Date()): void {
    this.#calls.push({ method, payload: structuredClone(payload), at: performance.now(), occurredAt: occurredAt.toISOString() });
  }

  get calls(): ReadonlyArray<RecordedCall<Method, Payload>> {
    return this.#calls;
  }

  clear(): void {
    this.#calls.length = 0;
  }
}
