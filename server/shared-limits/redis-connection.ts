import { Redis } from 'ioredis';

/**
 * The connection the shared rate limits count through (REDIS_URL: Redis or Valkey). A command
 * fails at once while the connection is down (no offline queue, no per-command retries) and
 * within COMMAND_TIMEOUT_MS when Redis hangs, so a lost Redis never holds a request; ioredis
 * keeps reconnecting in the background, and the counts are shared again once it is back.
 */
const COMMAND_TIMEOUT_MS = 500;

/** How long the server waits for Redis at start before serving anyway (counting as its routes do while it is unreachable). */
const READY_TIMEOUT_MS = 3_000;

/**
 * Redis's refusals that no retry mends: wrong or missing credentials (WRONGPASS, NOAUTH, a password sent to a Redis
 * with none), a user without the commands the limits use (NOPERM), a database index it does not have.
 */
const CONFIG_REFUSAL = /^(WRONGPASS|NOAUTH|NOPERM)\b|^ERR (AUTH|Client sent AUTH|invalid password|DB index)/i;

/** REDIS_URL reaches a Redis that refuses it: the server does not start (as with a DATABASE_URL it cannot use). */
export class RedisConfigError extends Error {
  override readonly name = 'RedisConfigError';
}

/** A URL fit for a message: no password. */
function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * Connects to REDIS_URL. A Redis that cannot be reached does not stop the start (every instance shares it; its
 * routes degrade as they do in an outage, and the connection keeps trying); one that answers and refuses the URL's
 * credentials does (issue 35: a wrong password started "ready" and refused every record with 503 for ever):
 * throws RedisConfigError naming REDIS_URL and Redis's answer, the password hidden.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    // Reconnect attempts every 50 ms at first, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 50, 2_000),
  });
  // The stores log the loss of Redis once per outage; ioredis's own error event would otherwise print on every retry.
  redis.on('error', () => undefined);
  const refusal = await new Promise<Error | undefined>((resolve) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      redis.off('error', onError);
      resolve(error);
    };
    const onError = (error: Error) => {
      if (CONFIG_REFUSAL.test(error.message)) done(error);
    };
    const timer = setTimeout(done, READY_TIMEOUT_MS);
    redis.on('error', onError);
    redis.once('ready', () => done());
  });
  if (refusal) {
    redis.disconnect();
    throw new RedisConfigError(`REDIS_URL: Redis at ${withoutPassword(url)} refused the connection's credentials (${refusal.message})`, {
      cause: refusal,
    });
  }
  return redis;
}
