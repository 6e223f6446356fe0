/**
 * What the server counts, in the product's words: the routes and the tunnel tell it what happened,
 * and an implementation (Prometheus on Node) keeps the figures; without one (the Worker, no
 * METRICS_PORT) nothing is counted. Free of prom-client, so the Worker's bundle carries none of it.
 */
export interface ServerMetrics {
  /** A request answered: its route (a fixed name, never the raw path), status and time taken. */
  request(route: string, status: number, seconds: number): void;
  /** An envelope passed on to Sentry, which answered; `bytes` of body went through. */
  tunnelForwarded(bytes: number): void;
  /** An envelope refused, and the bytes of its body read before the refusal (0 when refused on its headers). */
  tunnelRefused(reason: TunnelRefusalReason, bytes: number): void;
  /** Sentry answered, this long after it had the whole body (or after the forward began, if it answered first). */
  tunnelUpstreamAnswered(seconds: number): void;
  /** Reads the tunnel's requests in progress whenever the figures are collected. */
  watchTunnelConcurrency(active: () => number): void;
  /** A consent record acknowledged: stored now (`created`), or an exact retry of one stored before (`repeated`). */
  consentRecordAccepted(outcome: 'created' | 'repeated'): void;
  consentRecordRefused(reason: ConsentRefusalReason): void;
  /** One call to the consent ledger's database, and whether it answered. */
  ledgerQuery(operation: LedgerOperation, outcome: 'ok' | 'error', seconds: number): void;
  /** A page asked of the rendered-page cache: served from it (`hit`) or rendered (`miss`). */
  pageCache(result: 'hit' | 'miss'): void;
  /** Reads whether a shared dependency (`database`, `redis`) answers whenever the figures are collected. */
  watchDependency(name: string, available: () => boolean): void;
}

/**
 * Why the tunnel refused, by its answer's status: one label per kind of refusal, so the series stay
 * few whatever the requests carry (the exact reason is in the log line of the same request).
 */
export const TUNNEL_REFUSAL_REASONS = {
  400: 'malformed',
  403: 'not-allowed',
  405: 'method-not-allowed',
  408: 'body-timeout',
  413: 'too-large',
  429: 'rate-limited',
  502: 'upstream-failed',
  503: 'busy',
  504: 'upstream-timeout',
} as const;
export type TunnelRefusalReason = (typeof TUNNEL_REFUSAL_REASONS)[keyof typeof TUNNEL_REFUSAL_REASONS] | 'client-aborted' | 'other';

/** Why the ledger refused a consent record, by its answer's status. */
export const CONSENT_REFUSAL_REASONS = {
  400: 'invalid',
  403: 'cross-site',
  409: 'conflict',
  413: 'too-large',
  429: 'rate-limited',
  503: 'unavailable',
} as const;
export type ConsentRefusalReason = (typeof CONSENT_REFUSAL_REASONS)[keyof typeof CONSENT_REFUSAL_REASONS] | 'other';

/** The ledger's calls a visitor waits on (retention's purge, every 6 hours, is not one). */
export type LedgerOperation = 'record' | 'history';

export const tunnelRefusalReason = (status: number): TunnelRefusalReason =>
  TUNNEL_REFUSAL_REASONS[status as keyof typeof TUNNEL_REFUSAL_REASONS] ?? 'other';

export const consentRefusalReason = (status: number): ConsentRefusalReason =>
  CONSENT_REFUSAL_REASONS[status as keyof typeof CONSENT_REFUSAL_REASONS] ?? 'other';
