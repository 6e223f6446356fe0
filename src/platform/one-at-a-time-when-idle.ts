import { whenPageIdle } from './page-lifecycle';

// A module of its own: only the composition root (a chunk loaded after the first paint) starts vendors in turn, so this stays out of the entry.

/**
 * Runs each job one at a time, each in an idle moment after load (whenPageIdle) once the job before
 * it has finished, so no two vendors' start-ups share a busy second. A job that takes longer than
 * `patienceMs` (a request left hanging) lets the next one start anyway; its own result still arrives.
 */
export function oneAtATimeWhenIdle(patienceMs = 3000, target: Window = window) {
  // A busy page may have no idle period for a long while; a vendor the visitor just accepted should not wait more than this for one.
  const idleWithinMs = 1000;
  let previous: Promise<void> = Promise.resolve();
  return <T>(job: () => T | Promise<T>): Promise<T> => {
    const turn = previous.then(() => new Promise<void>((resolve) => whenPageIdle(resolve, target, idleWithinMs))).then(job);
    const settled = turn.then(
      () => undefined,
      () => undefined,
    );
    previous = Promise.race([settled, new Promise<void>((resolve) => turnTimeout(target, resolve, patienceMs, settled))]);
    return turn;
  };
}

// Resolves after `ms` unless the turn settles first (then the timer is cleared, so nothing lingers).
function turnTimeout(target: Window, resolve: () => void, ms: number, settled: Promise<void>): void {
  const handle = target.setTimeout(resolve, ms);
  void settled.then(() => target.clearTimeout(handle));
}
