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
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, READY_TIMEOUT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}
