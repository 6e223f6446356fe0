/** One call a memory fake received, in the order the shell made it. */
export interface RecordedCall<Method extends string, Payload> {
  readonly method: Method;
  readonly payload: Payload;
  /** Milliseconds since the page started (performance.now), so tests can order calls across fakes. */
  readonly at: number;
}

export class CallLog<Method extends string, Payload> {
  readonly #calls: RecordedCall<Method, Payload>[] = [];

  record(method: Method, payload: Payload): void {
    this.#calls.push({ method, payload: structuredClone(payload), at: performance.now() });
  }

  get calls(): ReadonlyArray<RecordedCall<Method, Payload>> {
    return this.#calls;
  }

  clear(): void {
    this.#calls.length = 0;
  }
}
