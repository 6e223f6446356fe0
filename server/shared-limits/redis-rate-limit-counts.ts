import { MemoryStore, RedisStore } from 'hono-rate-limiter';
import type { Redis } from 'ioredis';
import { dependencyAvailability } from '../dependency-availability';
import type { ServerLog } from '../server-log';
import { redisCircuit, type RedisCircuit } from './redis-circuit';
import { SharedCountUnavailable } from './shared-count-unavailable';

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

/** Counts of a per-IP limit that every instance of the server shares; one store per route. */
export interface SharedRateLimitCounts {
  store(route: string, whenUnreachable: WhenSharedCountUnreachable): RateLimitStore;
  /** Whether Redis answers, as the counts last found it: /readyz and the metrics report it. */
  available(): boolean;
  /** Stops asking a lost Redis whether it is back (on shutdown). */
  close(): void;
}

/** ioredis in the shape hono-rate-limiter's RedisStore calls (node-redis's and Upstash's method names), through the circuit. */
function scriptClient(redis: Redis, circuit: RedisCircuit) {
  return {
    scriptLoad: (script: string) => circuit.call(async () => String(await redis.script('LOAD', script))),
    evalsha: <TArgs extends unknown[], TData = unknown>(sha1: string, keys: string[], args: TArgs) =>
      circuit.call(async () => (await redis.evalsha(sha1, keys.length, ...keys, ...(args as (string | number)[]))) as TData),
    decr: (key: string) => circuit.call(() => redis.decr(key)),
    del: (key: string) => circuit.call(() => redis.del(key)),
  };
}

/**
 * hono-rate-limiter's RedisStore (one atomic Lua script per hit), wrapped so that an unreachable
 * Redis never takes the server down: the route's `whenUnreachable` decides. Redis's loss and return
 * are logged by the circuit, once each for the whole connection, never per request or per route.
 */
class SharedCountStore implements RateLimitStore {
  private readonly shared: RedisStore;
  private readonly local = new MemoryStore();

  constructor(
    client: ReturnType<typeof scriptClient>,
    route: string,
    private readonly whenUnreachable: WhenSharedCountUnreachable,
  ) {
    this.shared = new RedisStore({ client, prefix: `shellkit:rate-limit:${route}:` });
  }

  init(options: { readonly windowMs: number }): void {
    // Both read only `windowMs` of the middleware's options.
    this.shared.init(options as Parameters<RedisStore['init']>[0]);
    this.local.init(options as Parameters<MemoryStore['init']>[0]);
  }

  async increment(key: string) {
    try {
      return await this.shared.increment(key);
    } catch (error) {
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
}

/**
 * The shared counts over one Redis connection. While Redis does not answer, the tunnel and the language
 * choice count in each process and the consent records route refuses (503): said in the one line that
 * logs the outage.
 */
export function redisRateLimitCounts(
  redis: Redis,
  log: ServerLog,
  options: { readonly probeIntervalMs?: number } = {},
): SharedRateLimitCounts {
  const availability = dependencyAvailability('redis', log, {
    whileUnavailable: 'rate limits counted in each process; consent records refused with 503 (their browsers send them again)',
  });
  const circuit = redisCircuit(redis, availability, options);
  const client = scriptClient(redis, circuit);
  return {
    store: (route, whenUnreachable) => new SharedCountStore(client, route, whenUnreachable),
    available: () => availability.available(),
    close: () => circuit.close(),
  };
}
