import type { ServerLog } from './server-log';

/** A service the server calls and does not own: the ledger's database, the shared rate limits' Redis. */
export type DependencyName = 'database' | 'redis';

/**
 * Whether a dependency answers, as its callers last found it. An outage is logged twice, whatever
 * the traffic: `dependency unavailable` (warn) when a call first fails, with the reason, and
 * `dependency available again` (info) when one first answers after it. The calls in between are not
 * logged: a flood of refused requests during an outage writes no line each (issue 35).
 */
export interface DependencyAvailability {
  readonly name: DependencyName;
  available(): boolean;
  /** A call to it answered (a refusal Redis or PostgreSQL itself made counts: it is there). */
  answered(): void;
  /** A call to it failed: it did not answer, or the connection to it failed. */
  failed(error: unknown): void;
}

export interface DependencyAvailabilityOptions {
  /** What the server does meanwhile, in the `dependency unavailable` line: what an operator at 3 a.m. needs to know. */
  readonly whileUnavailable: string;
  readonly now?: () => number;
}

export function dependencyAvailability(
  name: DependencyName,
  log: ServerLog,
  { whileUnavailable, now = Date.now }: DependencyAvailabilityOptions,
): DependencyAvailability {
  let lostAt: number | undefined;
  return {
    name,
    available: () => lostAt === undefined,
    answered() {
      if (lostAt === undefined) return;
      const seconds = (now() - lostAt) / 1000;
      lostAt = undefined;
      log.info('dependency available again', { dependency: name, unavailableSeconds: Math.round(seconds * 10) / 10 });
    },
    failed(error) {
      if (lostAt !== undefined) return;
      lostAt = now();
      log.warn('dependency unavailable', {
        dependency: name,
        reason: error instanceof Error ? error.message || error.name : String(error),
        whileUnavailable,
      });
    },
  };
}
