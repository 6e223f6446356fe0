import type { MiddlewareHandler } from 'hono';
import type { ServerMetrics } from './server-metrics';

/** Counts every request once answered, under its route's name, with its status and the time to answer it. */
export function countRequests(metrics: ServerMetrics, routeOf: (path: string) => string): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    metrics.request(routeOf(c.req.path), c.res.status, (performance.now() - started) / 1000);
  };
}
