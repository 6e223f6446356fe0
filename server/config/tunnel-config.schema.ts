import { z } from 'zod';
import type { SentryDsn } from '../../src/domain/sentry-dsn';
import { unsetIfEmpty } from '../../src/domain/env-source';
import { tunnelPathSchema } from '../../src/domain/tunnel-path.schema';
import { integer } from './env-number.schema';
import { tunnelledDsnSchema as tunnelledDsn } from './sentry-dsn.schema';

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

const origin = z
  .url({ protocol: /^https?$/, error: 'must be http(s) origins such as https://shop.example.com', abort: true })
  .refine((value) => {
    const url = new URL(value);
    return url.pathname === '/' && !url.search && !url.hash && !url.username;
  }, 'must be origins (scheme://host[:port]), with no path, query or credentials')
  .transform((value) => new URL(value).origin);

/** The tunnel's variables (SPEC §7): which DSNs it carries, where to, and its limits. */
export const tunnelEnvSchema = z.object({
  VITE_SENTRY_DSN: z.preprocess(unsetIfEmpty, tunnelledDsn.optional()),
  SENTRY_TUNNEL_ALLOWED_DSNS: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : []),
    z.array(tunnelledDsn),
  ),
  SENTRY_INGEST_URL: z.preprocess(
    unsetIfEmpty,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) origin such as https://sentry.example.com', abort: true })
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
});

export function tunnelConfigOf(env: z.output<typeof tunnelEnvSchema>): TunnelConfig {
  return {
    path: env.SENTRY_TUNNEL_PATH,
    allowedDsns: [...(env.VITE_SENTRY_DSN ? [env.VITE_SENTRY_DSN] : []), ...env.SENTRY_TUNNEL_ALLOWED_DSNS],
    ingestOrigin: env.SENTRY_INGEST_URL,
    timeoutMs: env.SENTRY_TUNNEL_TIMEOUT_MS,
    maxBodyBytes: TUNNEL_MAX_BODY_BYTES,
    bodyTimeoutMs: env.SENTRY_TUNNEL_BODY_TIMEOUT_MS,
    rateLimitPerMinute: env.SENTRY_TUNNEL_RATE_LIMIT,
    maxConcurrent: env.SENTRY_TUNNEL_MAX_CONCURRENT,
    allowedOrigins: env.SENTRY_TUNNEL_ALLOWED_ORIGINS,
  };
}
