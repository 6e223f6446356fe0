import { envelopeHeaderEnd, MAX_ENVELOPE_HEADER_BYTES } from './sentry-envelope';

/**
 * Why a tunnel body could not be passed on: each maps to one answer (413, 408, none, 504).
 *   too-large         more bytes came than the tunnel's limit
 *   too-slow          the client sent nothing for the idle timeout, or had not sent it all by the total one
 *   aborted           the client closed the connection mid-body
 *   upstream-stalled  a timeout passed while the body waited for Sentry to take it
 */
export type BodyFailure = 'too-large' | 'too-slow' | 'aborted' | 'upstream-stalled';

export class BodyError extends Error {
  constructor(readonly failure: BodyFailure) {
    super(`tunnel body ${failure}`);
  }
}

export interface StreamedBodyOptions {
  readonly maxBytes: number;
  /** How long the body may go without a byte moving: a stalled upload is cut off after this. */
  readonly idleTimeoutMs: number;
  /** From now, how long the whole body may take, whatever its pace: a trickle is cut off after this. */
  readonly totalTimeoutMs: number;
}

const concat = (chunks: readonly Uint8Array[]): Uint8Array => {
  const joined = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
};

/**
 * A request body read as it arrives rather than held whole: the envelope header line first (so it
 * is checked before anything is forwarded), then the rest passed straight on, so memory per request
 * stays at a chunk or two whatever the body's size. It counts bytes against the limit and keeps two
 * clocks, one for a pause and one for the whole body (a slow phone uploading a session recording keeps
 * going; a stalled or dribbling upload does not); a failure aborts `signal` (the forward) at once.
 */
export class StreamedBody {
  readonly signal: AbortSignal;
  /** Settles when the last byte has been read from the client (never rejects). */
  readonly complete: Promise<void>;
  failure: BodyFailure | undefined;
  received = 0;

  readonly #reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  readonly #maxBytes: number;
  readonly #abort = new AbortController();
  readonly #idleTimeoutMs: number;
  #idle: ReturnType<typeof setTimeout> | undefined;
  readonly #total: ReturnType<typeof setTimeout>;
  /** Rejects the read in progress, if any, so a failure (the deadline) ends a read the client never completes. */
  #interrupt: ((error: BodyError) => void) | undefined;
  #markComplete: () => void = () => undefined;
  #waitingForClient = false;
  #head: Uint8Array | undefined;

  constructor(source: ReadableStream<Uint8Array> | null, options: StreamedBodyOptions) {
    this.#reader = source?.getReader();
    this.#maxBytes = options.maxBytes;
    this.signal = this.#abort.signal;
    this.complete = new Promise((resolve) => (this.#markComplete = resolve));
    this.#idleTimeoutMs = options.idleTimeoutMs;
    this.#total = setTimeout(() => this.#timedOut(), options.totalTimeoutMs);
    this.#restartIdleClock();
    void this.complete.then(() => this.settle());
  }

  /** Whose fault the time is: the client's if a read from it is pending, else Sentry's (not taking the body). */
  #timedOut(): void {
    this.#fail(this.#waitingForClient ? 'too-slow' : 'upstream-stalled');
  }

  #restartIdleClock(): void {
    clearTimeout(this.#idle);
    this.#idle = setTimeout(() => this.#timedOut(), this.#idleTimeoutMs);
  }

  #fail(failure: BodyFailure): void {
    if (this.failure) return;
    this.failure = failure;
    this.settle();
    this.#abort.abort(new BodyError(failure));
    this.#interrupt?.(new BodyError(failure));
  }

  /** The next chunk from the client, or undefined at the end; throws BodyError on any failure. */
  async #read(): Promise<Uint8Array | undefined> {
    if (this.failure) throw new BodyError(this.failure);
    if (!this.#reader) {
      this.#markComplete();
      return undefined;
    }
    this.#waitingForClient = true;
    let result: ReadableStreamReadResult<Uint8Array>;
    const reader = this.#reader;
    try {
      // Not Promise.race with one long-lived "failed" promise: each race would leave it a reaction
      // holding that read's chunk, so every chunk of the body would stay in memory to the end.
      result = await new Promise<ReadableStreamReadResult<Uint8Array>>((resolve, reject) => {
        this.#interrupt = reject;
        reader.read().then(resolve, reject);
      });
    } catch (error) {
      if (error instanceof BodyError) throw error;
      this.#fail('aborted');
      throw new BodyError('aborted');
    } finally {
      this.#waitingForClient = false;
      this.#interrupt = undefined;
    }
    if (result.done) {
      this.#markComplete();
      return undefined;
    }
    this.received += result.value.length;
    this.#restartIdleClock();
    if (this.received > this.#maxBytes) {
      this.#fail('too-large');
      throw new BodyError('too-large');
    }
    return result.value;
  }

  /**
   * Reads until the envelope header line is complete: up to its newline, the end of the body, or
   * one byte past the header limit. Returns every byte read so far (the header line and whatever
   * came with it), for `envelopeHeaderDsn`.
   */
  async readHead(): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    let length = 0;
    for (;;) {
      const chunk = await this.#read();
      if (!chunk) break;
      chunks.push(chunk);
      length += chunk.length;
      if (envelopeHeaderEnd(chunk) !== -1 || length > MAX_ENVELOPE_HEADER_BYTES) break;
    }
    this.#head = concat(chunks);
    return this.#head;
  }

  /** The whole body byte for byte, as a stream: the head already read, then the rest as it arrives. */
  forward(): ReadableStream<Uint8Array> {
    const head = this.#head ?? new Uint8Array(0);
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        if (head.length > 0) controller.enqueue(head);
      },
      pull: async (controller) => {
        try {
          const chunk = await this.#read();
          if (chunk) controller.enqueue(chunk);
          else controller.close();
        } catch (error) {
          controller.error(error);
        }
      },
    });
  }

  /** Stops both clocks: the body is in, or the request is answered and nothing more is read. */
  settle(): void {
    clearTimeout(this.#idle);
    clearTimeout(this.#total);
  }
}
