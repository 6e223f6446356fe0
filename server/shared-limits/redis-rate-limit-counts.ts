import { MemoryStore, RedisStore } from 'hono-rate-limiter';
import type { Redis } from 'ioredis';
import type { ServerLog } from '../server-log';

/** A counting store as hono-rate-limiter calls it (the library does not export its `Store` type by name). */
export interface RateLimitStore {
  init(options: { readonly windowMs: number }): void;
  increment(key: string): Promise<{ totalHits: number; resetTime?: Date }>;
  decrement(key: string): Promise<void>;
  resetKey(key: string): Promise<void>;
}

/**
 * What a route does while the shared count cannot be reached:
 *   count-in-this-process  each instance counts its own again (as without REDIS_URL): the limit holds per instance
 *   refuse                 the request is refused with SharedCountUnavailable, which the route answers (503)
 */
export type WhenSharedCountUnreachable = 'count-in-this-process' | 'refuse';

/** Thrown by a store whose route refuses while Redis is unreachable; only the route's own limiter sees it. */
export class SharedCountUnavailable extends Error {
  constructor(cause: unknown) {
    super(`the shared rate limit count is unreachable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** Counts of a per-IP limit that every instance of the server shares; one store per route. */
export interface SharedRateLimitCounts {
  store(route: string, whenUnreachable: WhenSharedCountUnreachable): RateLimitStore;
}

/** ioredis in the shape hono-rate-limiter's RedisStore calls (node-redis's and Upstash's method names). */
function scriptClient(redis: Redis) {
  return {
    scriptLoad: async (script: string) => String(await redis.script('LOAD', script)),
    evalsha: async <TArgs extends unknown[], TData = unknown>(sha1: string, keys: string[], args: TArgs) =>
      (await redis.evalsha(sha1, keys.length, ...keys, ...(args as (string | number)[]))) as TData,
    decr: (key: string) => redis.decr(key),
    del: (key: string) => redis.del(key),
  };
}

/**
 * hono-rate-limiter's RedisStore (one atomic Lua script per hit), wrapped so that an unreachable
 * Redis never takes the server down: the route's `whenUnreachable` decides, and the change is
 * logged once when Redis is lost and once when it is back, never per request.
 */
class SharedCountStore implements RateLimitStore {
  private readonly shared: RedisStore;
  private readonly local = new MemoryStore();
  private reachable = true;

  constructor(
    redis: Redis,
    private readonly route: string,
    private readonly whenUnreachable: WhenSharedCountUnreachable,
    private readonly log: ServerLog,
  ) {
    this.shared = new RedisStore({ client: scriptClient(redis), prefix: `shellkit:rate-limit:${route}:` });
  }

  init(options: { readonly windowMs: number }): void {
    // Both read only `windowMs` of the middleware's options.
    this.shared.init(options as Parameters<RedisStore['init']>[0]);
    this.local.init(options as Parameters<MemoryStore['init']>[0]);
  }

  async increment(key: string) {
    try {
      const info = await this.shared.increment(key);
      this.markReachable();
      return info;
    } catch (error) {
      this.markUnreachable(error);
      if (this.whenUnreachable === 'refuse') throw new SharedCountUnavailable(error);
      return this.local.increment(key);
    }
  }

  async decrement(key: string) {
    await this.shared.decrement(key).catch(() => this.local.decrement(key));
  }

  async resetKey(key: string) {
    await this.shared.resetKey(key).catch(() => this.local.resetKey(key));
  }

  private markReachable(): void {
    if (this.reachable) return;
    this.reachable = true;
    this.log.info('shared rate limit reachable again', { route: this.route });
  }

  private markUnreachable(error: unknown): void {
    if (!this.reachable) return;
    this.reachable = false;
    this.log.warn('shared rate limit unreachable', {
      route: this.route,
      whileUnreachable: this.whenUnreachable,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
}

export function redisRateLimitCounts(redis: Redis, log: ServerLog): SharedRateLimitCounts {
  return { store: (route, whenUnreachable) => new SharedCountStore(redis, route, whenUnreachable, log) };
}
