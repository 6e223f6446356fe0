/** Whether one thing the server needs is there; when not, why, in words fit for anyone to read (no host, no password). */
export type ReadinessResult = { readonly ready: true } | { readonly ready: false; readonly reason: string };

export const READY: ReadinessResult = { ready: true };

/**
 * One thing a server must have to take traffic (not shutting down), and that is this instance's alone:
 * what every instance shares is a DependencyReport. `/readyz` asks every check in the list main.ts gives
 * the app; adding one is one entry.
 */
export interface ReadinessCheck {
  /** What is checked, first in the reason: `shutdown`. */
  readonly name: string;
  /** Rejects when the thing cannot be asked at all: answered as unreachable, the error only logged (it may name hosts). */
  probe(): Promise<ReadinessResult>;
}

/**
 * A dependency every instance shares (the ledger's database, Redis), reported by `/readyz` and the
 * metrics but never a reason to be not ready: its outage would fail every instance's readiness at once.
 */
export interface DependencyReport {
  /** Its name in the answer and the metrics: `database`, `redis`. */
  readonly name: string;
  /** Whether it answers, as its callers last found it. */
  available(): boolean;
  /** Asks it now (one query), through what notes its answer: an outage's end is noticed with no traffic. */
  probe?(): Promise<unknown>;
}
