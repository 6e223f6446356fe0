import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { ServerLog } from '../server-log';
import { createMetricsApp, METRICS_PATH } from './metrics-app';
import { createPrometheusMetrics } from './prometheus-metrics';
import type { ServerMetrics } from './server-metrics';

export interface MetricsListener {
  readonly metrics: ServerMetrics;
  close(): void;
}

/**
 * The second listener (METRICS_PORT, on the server's HOST): a port of its own, so the public site
 * never answers /metrics and an operator can keep it behind a firewall. A port already taken stops
 * the server at start, naming METRICS_PORT, rather than run with metrics nobody can read.
 */
export function startMetricsListener(port: number, host: string, log: ServerLog): MetricsListener {
  const { metrics, registry } = createPrometheusMetrics();
  const server = serve({ fetch: createMetricsApp(registry).fetch, port, hostname: host }, (info) =>
    log.info('metrics ready', { port: info.port, path: METRICS_PATH }),
  ) as Server;
  server.on('error', (error) => {
    console.error(`Invalid server config:\n  METRICS_PORT: cannot listen on ${host}:${port} (${error.message})`);
    process.exit(1);
  });
  return {
    metrics,
    close: () => {
      server.close();
      server.closeAllConnections();
    },
  };
}
