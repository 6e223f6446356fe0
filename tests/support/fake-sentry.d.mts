import type { IncomingHttpHeaders, ServerResponse } from 'node:http';

export interface ReceivedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

export type SentryAnswer = (request: ReceivedRequest, response: ServerResponse) => void;

/** A stand-in for Sentry's ingest on 127.0.0.1: records every request; `answer` decides the reply. */
export interface FakeSentry {
  readonly origin: string;
  readonly port: number;
  /** Requests whose body has fully arrived. */
  readonly received: ReceivedRequest[];
  /** Request lines as each request begins, before its body is in (a streamed forward shows here first). */
  readonly started: string[];
  /** Counted whatever `keep` says; also answered to GET /stats. */
  readonly stats: { received: number; bytes: number; complete: number; aborted: number };
  answer: SentryAnswer;
  /** Forgets what was received so far. */
  clear(): void;
  close(): Promise<void>;
}

export interface FakeSentryOptions {
  /** 0 (the default): a port the OS picks. */
  readonly port?: number;
  /** Keep each request in `received` (the default); false keeps nothing, for load. */
  readonly keep?: boolean;
  /** Answer each request this much later (the time a real ingest takes over the internet). */
  readonly delayMs?: number;
  /** Accept connections and never read or answer: an upstream that hangs. */
  readonly dead?: boolean;
}

export declare const answerOk: SentryAnswer;
export declare function startFakeSentry(options?: FakeSentryOptions): Promise<FakeSentry>;
