import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ServerMetrics } from './server-metrics';

/** Prometheus's own names for Node's figures (process_resident_memory_bytes, nodejs_eventloop_lag_seconds, …), unprefixed. */
const PREFIX = 'shellkit_';
/** From a cached page (about a millisecond) to a forward near SENTRY_TUNNEL_TIMEOUT_MS's default (10 s). */
const SECONDS_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface PrometheusMetrics {
  readonly metrics: ServerMetrics;
  /** This server's figures alone: a registry of its own, not prom-client's global one, so several apps in one process never share. */
  readonly registry: Registry;
}

export function createPrometheusMetrics(): PrometheusMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'Requests answered, by route and status.',
    labelNames: ['route', 'status'],
    registers,
  });
  const requestSeconds = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer a request (to its headers), by route.',
    labelNames: ['route'],
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const forwarded = new Counter({ name: `${PREFIX}tunnel_envelopes_forwarded_total`, help: 'Envelopes passed on to Sentry.', registers });
  const refused = new Counter({
    name: `${PREFIX}tunnel_envelopes_refused_total`,
    help: 'Envelopes the tunnel refused, by reason.',
    labelNames: ['reason'],
    registers,
  });
  const bytes = new Counter({
    name: `${PREFIX}tunnel_envelope_bytes_total`,
    help: 'Bytes of envelope bodies read by the tunnel, by outcome (forwarded or refused).',
    labelNames: ['outcome'],
    registers,
  });
  const upstreamSeconds = new Histogram({
    name: `${PREFIX}tunnel_upstream_duration_seconds`,
    help: 'Time Sentry took to answer a forwarded envelope, from the end of its body.',
    buckets: SECONDS_BUCKETS,
    registers,
  });
  let tunnelActive: () => number = () => 0;
  new Gauge({
    name: `${PREFIX}tunnel_requests_in_progress`,
    help: 'Tunnel requests in progress (bodies arriving, forwards waiting for Sentry); SENTRY_TUNNEL_MAX_CONCURRENT is the ceiling.',
    registers,
    collect() {
      this.set(tunnelActive());
    },
  });
  const accepted = new Counter({
    name: `${PREFIX}consent_records_written_total`,
    help: 'Consent records acknowledged, by outcome: created (stored now) or repeated (an exact retry of a stored one).',
    labelNames: ['outcome'],
    registers,
  });
  const consentRefused = new Counter({
    name: `${PREFIX}consent_records_refused_total`,
    help: 'Consent records refused, by reason.',
    labelNames: ['reason'],
    registers,
  });
  const ledgerSeconds = new Histogram({
    name: `${PREFIX}consent_ledger_query_duration_seconds`,
    help: "Time of the consent ledger's database calls, by operation and outcome (ok or error).",
    labelNames: ['operation', 'outcome'],
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const pageCache = new Counter({
    name: `${PREFIX}page_cache_lookups_total`,
    help: 'Pages asked of the rendered-page cache, by result (hit or miss).',
    labelNames: ['result'],
    registers,
  });

  const dependencies = new Map<string, () => boolean>();
  new Gauge({
    name: `${PREFIX}dependency_available`,
    help: 'Whether a dependency every instance shares answers (1) or not (0), as its callers last found it, by dependency.',
    labelNames: ['dependency'],
    registers,
    collect() {
      for (const [dependency, available] of dependencies) this.set({ dependency }, available() ? 1 : 0);
    },
  });

  const metrics: ServerMetrics = {
    request: (route, status, seconds) => {
      requests.inc({ route, status: String(status) });
      requestSeconds.observe({ route }, seconds);
    },
    tunnelForwarded: (size) => {
      forwarded.inc();
      bytes.inc({ outcome: 'forwarded' }, size);
    },
    tunnelRefused: (reason, size) => {
      refused.inc({ reason });
      bytes.inc({ outcome: 'refused' }, size);
    },
    tunnelUpstreamAnswered: (seconds) => upstreamSeconds.observe(seconds),
    watchTunnelConcurrency: (active) => {
      tunnelActive = active;
    },
    consentRecordAccepted: (outcome) => accepted.inc({ outcome }),
    consentRecordRefused: (reason) => consentRefused.inc({ reason }),
    ledgerQuery: (operation, outcome, seconds) => ledgerSeconds.observe({ operation, outcome }, seconds),
    pageCache: (result) => pageCache.inc({ result }),
    watchDependency: (name, available) => {
      dependencies.set(name, available);
    },
  };
  return { metrics, registry };
}
