import type { Handler } from 'hono';
import type { ServerLog } from '../server-log';
import type { ReadinessCheck, ReadinessResult } from './readiness-check';

/** A check that has not answered by then counts as not ready: a load balancer's probe must not hang with a hung database. */
const PROBE_TIMEOUT_MS = 2_000;

export interface ReadinessDependencies {
  readonly checks: readonly ReadinessCheck[];
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
 * balancers and orchestrators (`/healthz` answers whether the process lives). The route is public, so
 * requests arriving together share one round of probes: asking it in a loop costs the database one
 * query at a time. Changes of state are logged once each, not every probe.
 */
export function readinessRoute({ checks, log, timeoutMs = PROBE_TIMEOUT_MS }: ReadinessDependencies): Handler {
  let round: Promise<string[]> | undefined;
  let wasReady = true;
  const probeAll = async () => {
    const results = await Promise.all(checks.map(async (check) => ({ check, result: await probed(check, timeoutMs, log) })));
    return results.flatMap(({ check, result }) => (result.ready ? [] : [`${check.name}: ${result.reason}`]));
  };
  return async (c) => {
    round ??= probeAll().finally(() => (round = undefined));
    const failing = await round;
    const ready = failing.length === 0;
    if (ready !== wasReady) {
      wasReady = ready;
      if (ready) log.info('ready again');
      else log.warn('not ready', { reason: failing.join('; ') });
    }
    c.header('Cache-Control', 'no-store');
    return ready ? c.json({ status: 'ready' }) : c.json({ status: 'not ready', reason: failing.join('; ') }, 503);
  };
}
