import { Hono, type Context } from 'hono';
import type { ConsentLedgerConfig } from '../config/consent-ledger-config.schema';
import type { ServerLog } from '../server-log';
import type { SharedRateLimitCounts } from '../shared-limits/redis-rate-limit-counts';
import type { ServerMetrics } from '../metrics/server-metrics';
import type { ConsentLedger } from './consent-ledger-port';
import { consentExportRoute } from './consent-export-route';
import { consentHistoryRoute } from './consent-history-route';
import { ledgerAnswers } from './ledger-answers';
import { recordConsentRoute } from './record-consent-route';

export interface ConsentLedgerDependencies {
  readonly ledger: ConsentLedger;
  readonly log: ServerLog;
  /** The visitor's IP as the runtime sees it (TRUST_PROXY decides): the rate limit's key. */
  readonly clientIp: (c: Context) => string | undefined;
  /** Where every instance counts the per-IP limit (REDIS_URL); absent, this process counts its own. */
  readonly sharedCounts?: SharedRateLimitCounts;
  /** Where an IPv6 client's address is cut for the rate limit's key (RATE_LIMIT_IPV6_PREFIX); absent, a /64. */
  readonly rateLimitIpv6Prefix?: number | undefined;
  /** The server's clock, for `recordedAt`. */
  readonly now?: () => Date;
  /** Where records written and refused are counted (METRICS_PORT). */
  readonly metrics?: ServerMetrics | undefined;
}

export interface ConsentLedgerRouteOptions {
  readonly config: ConsentLedgerConfig;
  /** Other sites allowed to post, the tunnel's rule (SENTRY_TUNNEL_ALLOWED_ORIGINS). */
  readonly allowedOrigins: readonly string[];
  /** The trusted country header when the shell config has one (auto mode); the record's region. */
  readonly countryHeader: string | undefined;
}

/**
 * The consent ledger's routes (GDPR Art. 7(1): the site can show that a visitor consented), one file each:
 *   POST CONSENT_RECORDS_PATH               a decision, from this site's pages (record-consent-route.ts)
 *   GET  CONSENT_RECORDS_PATH/:consentId    the visitor's history, oldest first (consent-history-route.ts)
 *   GET  CONSENT_EXPORT_PATH                operators' export behind CONSENT_EXPORT_TOKEN (consent-export-route.ts)
 * Refusals answer JSON `{ "error": reason }` and are logged; a database that cannot be reached is 503
 * with Retry-After (ledger-answers.ts), and nothing is lost: the browser keeps the record until it is acknowledged.
 */
export function createConsentLedgerRoutes(options: ConsentLedgerRouteOptions, deps: ConsentLedgerDependencies): Hono {
  const answers = ledgerAnswers(deps.log);
  return new Hono()
    .route('/', recordConsentRoute(options, deps, answers))
    .route('/', consentHistoryRoute(deps, answers))
    .route('/', consentExportRoute(options.config, deps, answers));
}
