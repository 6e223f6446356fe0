import type { ServerLog } from './server-log';

/** A service the server calls and does not own: the ledger's database, the shared rate limits' Redis. */
export type DependencyName = 'database' | 'redis';

/**
 * Whether a dependency answers, as the server's calls to it last found it. An outage is logged twice,
 * whatever the traffic: `dependency unavailable` (warn) when a call first fails, with the reason, and
 * `dependency available again` (info) when one first answers after it. The calls in between are not
 * logged: a flood of refused requests during an outage writes no line each (issue 35).
 *
 * Only a call that began after the last change can change the state back: a query already on its way
 * when PostgreSQL began shutting down may still answer after another one failed, and one sent while it
 * was down may fail after a later one found it back. Counted by those, one outage would log as two.
 */
export interface DependencyAvailability {
  readonly name: DependencyName;
  available(): boolean;
  /**
   * Runs `run`, a call to the dependency, noting whether it answered: it did when `run` resolves, or
   * rejects with an error that `isAnswer` says the dependency itself made (Redis's reply to a bad script).
   */
  call<T>(run: () => Promise<T>, isAnswer?: (error: unknown) => boolean): Promise<T>;
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
  /** Calls begun so far; each call's number says when it began. */
  let calls = 0;
  /** The number of the last call begun before the state last changed: calls up to it cannot change it back. */
  let changedAfter = 0;
  let lostAt: number | undefined;

  const answered = (call: number) => {
    if (lostAt === undefined || call <= changedAfter) return;
    const seconds = (now() - lostAt) / 1000;
    lostAt = undefined;
    changedAfter = calls;
    log.info('dependency available again', { dependency: name, unavailableSeconds: Math.round(seconds * 10) / 10 });
  };
  const failed = (call: number, error: unknown) => {
    if (lostAt !== undefined || call <= changedAfter) return;
    lostAt = now();
    changedAfter = calls;
    log.warn('dependency unavailable', {
      dependency: name,
      reason: error instanceof Error ? error.message || error.name : String(error),
      whileUnavailable,
    });
  };

  return {
    name,
    available: () => lostAt === undefined,
    async call(run, isAnswer) {
      calls += 1;
      const call = calls;
      try {
        const result = await run();
        answered(call);
        return result;
      } catch (error) {
        if (isAnswer?.(error)) answered(call);
        else failed(call, error);
        throw error;
      }
    },
  };
}
