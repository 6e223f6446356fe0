import { whenPageIdle } from '../platform/page-lifecycle';

// A module of its own: only the composition root (a chunk loaded after the first paint) starts vendors in turn, so this stays out of the entry.

/**
 * Starts vendors one at a time, each in an idle moment after load (whenPageIdle) once the one
 * before it has finished starting, so no two vendors' start-ups share a busy second. A start that
 * takes longer than `patienceMs` (a request left hanging) lets the next one begin anyway; its own
 * result still arrives. The patience counts from the job's own start, not from when it was queued:
 * a `load` event later than the patience must not open every turn at once.
 */
export function vendorStartQueue(patienceMs = 3000, target: Window = window) {
  // A busy page may have no idle period for a long while; a vendor the visitor just accepted should not wait more than this for one.
  const idleWithinMs = 1000;
  let previous: Promise<void> = Promise.resolve();
  return <T>(job: () => T | Promise<T>): Promise<T> => {
    const started = previous
      .then(() => new Promise<void>((resolve) => whenPageIdle(resolve, target, idleWithinMs)))
      .then(() => startNow(job));
    previous = started.then((turn) => turn.nextMayStart);
    return started.then((turn) => turn.result);
  };

  function startNow<T>(job: () => T | Promise<T>): { result: Promise<T>; nextMayStart: Promise<void> } {
    let result: Promise<T>;
    try {
      result = Promise.resolve(job());
    } catch (error) {
      result = Promise.reject(error);
    }
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    return { result, nextMayStart: Promise.race([settled, patienceRunsOut(settled)]) };
  }

  // Resolves after the patience unless the start settles first (then the timer is cleared, so nothing lingers).
  function patienceRunsOut(settled: Promise<void>): Promise<void> {
    return new Promise((resolve) => {
      const handle = target.setTimeout(resolve, patienceMs);
      void settled.then(() => target.clearTimeout(handle));
    });
  }
}
