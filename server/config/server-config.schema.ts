import { z } from 'zod';
import type { ConfigResult } from '../../src/domain/shell-config';
import { formatConfigIssues, unsetIfEmpty, type EnvSource } from '../../src/domain/env-source';
import { consentLedgerConfigOf, consentLedgerEnvSchema, type ConsentLedgerConfig } from './consent-ledger-config.schema';
import { DEFAULT_RATE_LIMIT_IPV6_PREFIX } from '../rate-limit-key';
import { integer } from './env-number.schema';
import { tunnelConfigOf, tunnelEnvSchema, type TunnelConfig } from './tunnel-config.schema';

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
  /** The rate limits count an IPv6 client by its first this many bits (RATE_LIMIT_IPV6_PREFIX): one subscriber's network. */
  readonly rateLimitIpv6Prefix: number;
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

/** The process's own variables (where it listens, its proxies, shutdown, connections, log), then the tunnel's and the ledger's, then Redis. */
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
  RATE_LIMIT_IPV6_PREFIX: integer(32, 128, DEFAULT_RATE_LIMIT_IPV6_PREFIX),
  SHUTDOWN_TIMEOUT_MS: integer(0, 120_000, 10_000),
  MAX_CONNECTIONS: integer(16, 1_000_000, 4096),
  LOG_LEVEL: z.preprocess(unsetIfEmpty, z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info')),
  ...tunnelEnvSchema.shape,
  ...consentLedgerEnvSchema.shape,
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
      rateLimitIpv6Prefix: data.RATE_LIMIT_IPV6_PREFIX,
      shutdownTimeoutMs: data.SHUTDOWN_TIMEOUT_MS,
      maxConnections: data.MAX_CONNECTIONS,
      logLevel: data.LOG_LEVEL,
      tunnel: tunnelConfigOf(data),
      consentLedger: consentLedgerConfigOf(data),
      redisUrl: data.REDIS_URL,
    },
  };
}
