/**
 * Thrown by a store whose route refuses while Redis is unreachable; only the route's own limiter sees it. Its own module,
 * so the routes that answer it (503) do not load ioredis, an optional package a server without REDIS_URL lacks.
 */
export class SharedCountUnavailable extends Error {
  constructor(cause: unknown) {
    super(`the shared rate limit count is unreachable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}
