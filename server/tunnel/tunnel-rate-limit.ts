import type { Context, Env, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { SharedRateLimitCounts } from '../shared-limits/redis-rate-limit-counts';

/** Cloudflare's rate-limiting binding (wrangler.toml `[[ratelimits]]`) as a Worker receives it. */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** The period docs/operators/deploying.md's wrangler.toml gives the binding, so a refused client knows when to retry. */
export const BINDING_PERIOD_SECONDS = 60;

export interface TunnelRateLimitOptions<E extends Env> {
  /** Envelopes per minute per client, on Node (the binding carries its own limit). */
  readonly perMinute: number;
  /** On a Worker: Cloudflare's binding, counted across its locations; otherwise counted in this process. */
  readonly binding: RateLimitBinding | undefined;
  /** On Node with REDIS_URL: counted across every instance; otherwise in this process. */
  readonly sharedCounts: SharedRateLimitCounts | undefined;
  readonly clientKey: (c: Context<E>) => string;
  /** Answers 429 (with the reason, logged); `Retry-After` is already set. */
  readonly refuse: (c: Context<E>) => Response;
}

/**
 * Per-client rate limit on the tunnel, from hono-rate-limiter: a fixed one-minute window counted in
 * Redis across every instance (REDIS_URL) or in this process's memory on Node, or Cloudflare's
 * binding on a Worker. Past it: 429 with Retry-After.
 *
 * While Redis is unreachable each instance counts its own again (fail open, but only up to the limit
 * per instance): an envelope refused is an error report lost for good (the SDK does not retry a 429),
 * and a flood is still bounded by the per-instance count, the concurrency gate and Sentry's own quota.
 */
export function tunnelRateLimit<E extends Env>(options: TunnelRateLimitOptions<E>): MiddlewareHandler<E> {
  if (options.binding) {
    return rateLimiter<E>({
      binding: options.binding,
      keyGenerator: options.clientKey,
      handler: (c) => {
        c.header('Retry-After', String(BINDING_PERIOD_SECONDS));
        return options.refuse(c);
      },
    });
  }
  return rateLimiter<E>({
    windowMs: 60_000,
    limit: options.perMinute,
    // Also sets Retry-After (seconds left in the window) on the refusal.
    standardHeaders: 'draft-6',
    ...(options.sharedCounts ? { store: options.sharedCounts.store('tunnel', 'count-in-this-process') } : {}),
    keyGenerator: options.clientKey,
    handler: (c) => options.refuse(c),
  });
}
