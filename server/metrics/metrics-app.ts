import { Hono } from 'hono';
import type { Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

/** The metrics listener's app (METRICS_PORT): /metrics in Prometheus's text format, and nothing else. */
export function createMetricsApp(registry: Registry): Hono {
  const app = new Hono();
  app.get(METRICS_PATH, async (c) => {
    c.header('Content-Type', registry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await registry.metrics());
  });
  app.notFound((c) => c.text('Not found', 404));
  return app;
}
