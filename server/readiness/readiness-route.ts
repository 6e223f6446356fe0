import type { Handler } from 'hono';
import type { ServerLog } from '../server-log';
import type { DependencyReport, ReadinessCheck, ReadinessResult } from './readiness-check';

/** A check that has not answered by then counts as not ready: a load balancer's probe must not hang with a hung database. */
const PROBE_TIMEOUT_MS = 2_000;

export interface ReadinessDependencies {
  /** What this server needs to take traffic (not shutting down): one not ready makes the answer 503. */
  readonly checks: readonly ReadinessCheck[];
  /**
   * What every instance shares (the ledger's database, Redis): reported in the answer, never a reason to
   * be not ready. Their loss would take every instance out of the balancer at once, and pages with them
   * (issue 35); instead the routes that need one answer 503, and its outage is logged once.
   */
  readonly dependencies?: readonly DependencyReport[];
  readonly log: ServerLog;
  readonly timeoutMs?: number;
}

async function probed(check: ReadinessCheck, timeoutMs: number, log: ServerLog): Promise<ReadinessResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<ReadinessResult>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  const answered = check.probe().catch((error: unknown): ReadinessResult => {
    log.warn('readiness check failed', { check: check.name, error: error instanceof Error ? error.message : String(error) });
    return { ready: false, reason: 'unreachable' };
  });
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /readyz: 200 `{"status":"ready"}` when every check is, else 503 with the reasons, for load
 * balancers and orchestrators (`/healthz` answers whether the process lives). With `dependencies`,
 * the answer also gives each one's state, whatever the status: `"dependencies":{"database":"available"}`
 * (or `"unavailable"`), as its callers last found it. Each request also starts a probe of those that
 * have one, unless one is on its way, without waiting for it: a hung database neither holds the answer
 * (a balancer would count the instance down) nor gathers queries. The route is public, so requests
 * arriving together share one round of checks. Changes of readiness are logged once each.
 */
export function readinessRoute({ checks, dependencies = [], log, timeoutMs = PROBE_TIMEOUT_MS }: ReadinessDependencies): Handler {
  let round: Promise<string[]> | undefined;
  let wasReady = true;
  const probing = new Set<DependencyReport>();
  const probeDependencies = () => {
    for (const dependency of dependencies) {
      if (!dependency.probe || probing.has(dependency)) continue;
      probing.add(dependency);
      // Its failure is the dependency's to note (and log once); here it only ends the probe.
      void dependency
        .probe()
        .catch(() => undefined)
        .finally(() => probing.delete(dependency));
    }
  };
  const probeAll = async () => {
    const results = await Promise.all(checks.map(async (check) => ({ check, result: await probed(check, timeoutMs, log) })));
    return results.flatMap(({ check, result }) => (result.ready ? [] : [`${check.name}: ${result.reason}`]));
  };
  return async (c) => {
    probeDependencies();
    round ??= probeAll().finally(() => (round = undefined));
    const failing = await round;
    const ready = failing.length === 0;
    if (ready !== wasReady) {
      wasReady = ready;
      if (ready) log.info('ready again');
      else log.warn('not ready', { reason: failing.join('; ') });
    }
    c.header('Cache-Control', 'no-store');
    const reported =
      dependencies.length > 0
        ? {
            dependencies: Object.fromEntries(
              dependencies.map((dependency) => [dependency.name, dependency.available() ? 'available' : 'unavailable']),
            ),
          }
        : {};
    return ready ? c.json({ status: 'ready', ...reported }) : c.json({ status: 'not ready', reason: failing.join('; '), ...reported }, 503);
  };
}
