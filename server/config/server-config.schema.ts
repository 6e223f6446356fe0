import { z } from 'zod';
import type { SentryDsn } from '../../src/domain/sentry-dsn';
import { tunnelledDsnSchema as tunnelledDsn } from './sentry-dsn.schema';
import type { ConfigResult } from '../../src/domain/shell-config';
import { formatConfigIssues, unsetIfEmpty, type EnvSource } from '../../src/domain/env-source';
import { tunnelPathSchema } from '../../src/domain/tunnel-path.schema';

/** Session recordings are sent compressed, each upload capped by the browser SDK at 20 MB before compression, so 20 MiB always fits. */
export const TUNNEL_MAX_BODY_BYTES = 20 * 1024 * 1024;
/**
 * However steadily it comes, a tunnel body must be in within this: a client that dribbles a byte
 * now and then would otherwise hold its place for ever. A minute lets a phone on a poor link send
 * a session recording upload (typically tens to hundreds of KB compressed, a few MB for a heavy first snapshot).
 */
export const TUNNEL_BODY_TOTAL_TIMEOUT_MS = 60_000;

export interface TunnelConfig {
  readonly path: string;
  /** The DSNs whose envelopes may pass: VITE_SENTRY_DSN plus SENTRY_TUNNEL_ALLOWED_DSNS. */
  readonly allowedDsns: readonly SentryDsn[];
  /** Replaces https://o{org}.ingest.{region}.sentry.io (self-hosted Sentry, a relay, tests). */
  readonly ingestOrigin: string | undefined;
  readonly timeoutMs: number;
  readonly maxBodyBytes: number;
  /** How long a body may go without a byte arriving before the tunnel answers 408. */
  readonly bodyTimeoutMs: number;
  /** Envelopes one client IP may send per minute; past it, 429. */
  readonly rateLimitPerMinute: number;
  /** Tunnel requests handled at once (bodies streaming in or forwards waiting); past it, 503. */
  readonly maxConcurrent: number;
  /** Other sites' origins (scheme://host[:port]) whose pages may post to this tunnel. */
  readonly allowedOrigins: readonly string[];
}

/** Where the consent ledger keeps its records. */
export type ConsentLedgerStore =
  /** PGlite in a data directory (CONSENT_LEDGER_DIR): one server process, nothing to install. */
  | { readonly kind: 'embedded'; readonly dir: string }
  /** PostgreSQL (DATABASE_URL): any number of server processes sharing it. */
  | { readonly kind: 'postgres'; readonly url: string };

/** The embedded ledger's data directory when CONSENT_LEDGER_DIR is unset, relative to where the server starts. */
export const DEFAULT_CONSENT_LEDGER_DIR = '.data/consent-ledger';
/**
 * Five years: an opt-in decision holds up to 24 months (VITE_CONSENT_MAX_AGE_MONTHS), and a regulator
 * or a claimant may question the processing it allowed for about three years after it ends (the
 * general limitation period in several EU states). docs/privacy/what-is-recorded.md (Retention) says so; a site with a longer duty sets more.
 */
export const DEFAULT_CONSENT_RETENTION_DAYS = 1825;

export interface ConsentLedgerConfig {
  readonly store: ConsentLedgerStore;
  /** Records older than this (by the server's time) are purged. */
  readonly retentionDays: number;
  /** Bearer token of the operators' export; undefined means there is no export route. */
  readonly exportToken: string | undefined;
  /** Keep the visitor's truncated IP and user agent with each record (off by default). */
  readonly storeClientDetails: boolean;
  /** Records one client IP may post per minute; past it, 429. */
  readonly rateLimitPerMinute: number;
}

/** pino's levels, quietest last: a line is written when its level is at or above the one set. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** A second listener on `host` serving Prometheus metrics at /metrics (METRICS_PORT); undefined: no metrics. */
  readonly metricsPort: number | undefined;
  /**
   * Proxies of the operator's own in front of the server (TRUST_PROXY): the client IP is the
   * X-Forwarded-For entry that many hops from the right; 0 takes the socket's address.
   */
  readonly trustedProxies: number;
  readonly shutdownTimeoutMs: number;
  /** Open connections the Node server accepts at once; more are closed as they arrive. */
  readonly maxConnections: number;
  /** The server log's threshold (LOG_LEVEL). */
  readonly logLevel: LogLevel;
  readonly tunnel: TunnelConfig;
  readonly consentLedger: ConsentLedgerConfig;
  /** Redis or Valkey (REDIS_URL) where every instance counts the per-IP rate limits; undefined: each process counts its own. */
  readonly redisUrl: string | undefined;
}

const integer = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z
      .number({ error: `must be a whole number from ${min} to ${max}` })
      .int()
      .min(min)
      .max(max)
      .default(fallback),
  );

const origin = z
  .url({ protocol: /^https?$/, error: 'must be http(s) origins such as https://shop.example.com' })
  .refine((value) => {
    const url = new URL(value);
    return url.pathname === '/' && !url.search && !url.hash && !url.username;
  }, 'must be origins (scheme://host[:port]), with no path, query or credentials')
  .transform((value) => new URL(value).origin);

const serverEnvSchema = z.object({
  PORT: integer(1, 65535, 3000),
  HOST: z.preprocess(unsetIfEmpty, z.string().default('0.0.0.0')),
  METRICS_PORT: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z.number({ error: 'must be a whole number from 1 to 65535' }).int().min(1).max(65535).optional(),
  ),
  TRUST_PROXY: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^(true|false|[1-9])$/, 'must be false, true (one proxy) or the number of proxies in front of the server, 1 to 9')
      .default('false')
      .transform((value) => (value === 'false' ? 0 : value === 'true' ? 1 : Number(value))),
  ),
  SHUTDOWN_TIMEOUT_MS: integer(0, 120_000, 10_000),
  MAX_CONNECTIONS: integer(16, 1_000_000, 4096),
  LOG_LEVEL: z.preprocess(unsetIfEmpty, z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info')),
  VITE_SENTRY_DSN: z.preprocess(unsetIfEmpty, tunnelledDsn.optional()),
  SENTRY_TUNNEL_ALLOWED_DSNS: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : []),
    z.array(tunnelledDsn),
  ),
  SENTRY_INGEST_URL: z.preprocess(
    unsetIfEmpty,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) origin such as https://sentry.example.com' })
      .refine((value) => new URL(value).pathname === '/' && !new URL(value).search, 'must be an origin, with no path or query')
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  SENTRY_TUNNEL_PATH: tunnelPathSchema,
  SENTRY_TUNNEL_TIMEOUT_MS: integer(100, 60_000, 10_000),
  SENTRY_TUNNEL_BODY_TIMEOUT_MS: integer(1000, 60_000, 10_000),
  SENTRY_TUNNEL_RATE_LIMIT: integer(1, 1_000_000, 120),
  SENTRY_TUNNEL_MAX_CONCURRENT: integer(1, 100_000, 256),
  SENTRY_TUNNEL_ALLOWED_ORIGINS: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : []),
    z.array(origin),
  ),
  DATABASE_URL: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .refine(
        (value) => /^postgres(ql)?:\/\//.test(value) && URL.canParse(value),
        'must be a PostgreSQL URL such as postgres://user:password@host:5432/database',
      )
      .optional(),
  ),
  CONSENT_LEDGER_DIR: z.preprocess(unsetIfEmpty, z.string().default(DEFAULT_CONSENT_LEDGER_DIR)),
  CONSENT_RETENTION_DAYS: integer(30, 36_500, DEFAULT_CONSENT_RETENTION_DAYS),
  CONSENT_EXPORT_TOKEN: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .min(32, 'must be at least 32 characters (for example `openssl rand -hex 32`)')
      // It is sent as `Authorization: Bearer <token>`, one word: a token with a space could never match.
      .regex(/^\S+$/, 'must not contain spaces')
      .optional(),
  ),
  CONSENT_STORE_CLIENT_DETAILS: z.preprocess(unsetIfEmpty, z.enum(['true', 'false']).default('false')),
  CONSENT_RECORDS_RATE_LIMIT: integer(1, 1_000_000, 60),
  REDIS_URL: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .refine(
        (value) => /^rediss?:\/\//.test(value) && URL.canParse(value),
        'must be a Redis URL such as redis://:password@host:6379/0 (rediss:// for TLS)',
      )
      .optional(),
  ),
});

// Metrics on the public port would put them on the public site.
const serverEnvRules = serverEnvSchema.refine((env) => env.METRICS_PORT !== env.PORT, {
  path: ['METRICS_PORT'],
  error: 'must differ from PORT',
});

/** Never echoed in a config error: a password inside a URL, the export's token. */
const SECRET_VARIABLES = ['DATABASE_URL', 'CONSENT_EXPORT_TOKEN', 'REDIS_URL'];

/** The environment variables the server reads; every one is documented in docs/configuration.md and .env.example. */
export const SERVER_ENV_VARIABLES = Object.keys(serverEnvSchema.shape) as ReadonlyArray<keyof typeof serverEnvSchema.shape>;

export function parseServerEnv(env: EnvSource): ConfigResult<ServerConfig> {
  const parsed = serverEnvRules.safeParse(env);
  if (!parsed.success) return { ok: false, error: formatConfigIssues('server', parsed.error, env, SECRET_VARIABLES) };
  const data = parsed.data;
  return {
    ok: true,
    config: {
      port: data.PORT,
      host: data.HOST,
      metricsPort: data.METRICS_PORT,
      trustedProxies: data.TRUST_PROXY,
      shutdownTimeoutMs: data.SHUTDOWN_TIMEOUT_MS,
      maxConnections: data.MAX_CONNECTIONS,
      logLevel: data.LOG_LEVEL,
      tunnel: {
        path: data.SENTRY_TUNNEL_PATH,
        allowedDsns: [...(data.VITE_SENTRY_DSN ? [data.VITE_SENTRY_DSN] : []), ...data.SENTRY_TUNNEL_ALLOWED_DSNS],
        ingestOrigin: data.SENTRY_INGEST_URL,
        timeoutMs: data.SENTRY_TUNNEL_TIMEOUT_MS,
        maxBodyBytes: TUNNEL_MAX_BODY_BYTES,
        bodyTimeoutMs: data.SENTRY_TUNNEL_BODY_TIMEOUT_MS,
        rateLimitPerMinute: data.SENTRY_TUNNEL_RATE_LIMIT,
        maxConcurrent: data.SENTRY_TUNNEL_MAX_CONCURRENT,
        allowedOrigins: data.SENTRY_TUNNEL_ALLOWED_ORIGINS,
      },
      consentLedger: {
        store: data.DATABASE_URL ? { kind: 'postgres', url: data.DATABASE_URL } : { kind: 'embedded', dir: data.CONSENT_LEDGER_DIR },
        retentionDays: data.CONSENT_RETENTION_DAYS,
        exportToken: data.CONSENT_EXPORT_TOKEN,
        storeClientDetails: data.CONSENT_STORE_CLIENT_DETAILS === 'true',
        rateLimitPerMinute: data.CONSENT_RECORDS_RATE_LIMIT,
      },
      redisUrl: data.REDIS_URL,
    },
  };
}
