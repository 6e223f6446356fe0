/** Whether one thing the server needs is there; when not, why, in words fit for anyone to read (no host, no password). */
export type ReadinessResult = { readonly ready: true } | { readonly ready: false; readonly reason: string };

export const READY: ReadinessResult = { ready: true };

/**
 * One thing a server must have to take traffic (the ledger's database, a shared rate-limit store, not
 * shutting down). `/readyz` asks every check in the list main.ts gives the app; adding one is one entry.
 */
export interface ReadinessCheck {
  /** What is checked, first in the reason: `database`, `shutdown`. */
  readonly name: string;
  /** Rejects when the thing cannot be asked at all: answered as unreachable, the error only logged (it may name hosts). */
  probe(): Promise<ReadinessResult>;
}
