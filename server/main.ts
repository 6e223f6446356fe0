import { serve } from '@hono/node-server';
import type { Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { limitNodeServer, nodeServerOptions } from './node-server-limits';
import { memoryAtRest } from './memory-at-rest';
import { createShellkitServer, ShellkitStartError } from './shellkit-server';

// `npm start`: the shell's server (shellkit-server.ts) on its own HTTP server, with its limits, its rest and the signals.
// A server that cannot start says why in plain text, one variable a line, for the person at the terminal
// (and before LOG_LEVEL is known); the values of secret variables are never in it.
function failToStart(error: unknown): never {
  process.stderr.write(`${error instanceof ShellkitStartError ? error.message : String(error)}\n`);
  process.exit(1);
}
// dist/client, beside dist/server where this entry is.
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
const shellkit = await createShellkitServer({ clientDir }).catch(failToStart);
const { log } = shellkit;
const { port, host, shutdownTimeoutMs } = shellkit.config.server;

const httpServer = serve({ fetch: shellkit.app.fetch, port, hostname: host, serverOptions: nodeServerOptions() }, (info) => {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  log.info(`Shellkit is serving http://${shown}:${info.port}/`, { port: info.port });
  log.info('tunnel ready', { path: shellkit.config.server.tunnel.path, allowedProjects: shellkit.config.server.tunnel.allowedDsns.length });
  // Opening PGlite is work too: its garbage is given back at the next rest.
  shellkit.listening().then(() => resting.worked(), failToStart);
  const rule = shellkit.config.shell.modeByCountry;
  if (rule)
    log.info('consent mode by country', { header: rule.header, optInCountries: rule.optInCountries.length, unknownCountry: 'opt-in' });
}) as Server;
limitNodeServer(httpServer, shellkit.config.server, log);
// Once the server has had no work for some 10 s, full garbage collections give back what serving left behind.
const resting = memoryAtRest(httpServer);

// SIGTERM (orchestrators) and SIGINT (Ctrl-C): stop accepting, let requests in flight (a tunnel
// forward included) finish, and exit 0; after the grace period, close what is left and exit anyway.
let stopping = false;
function shutDown(signal: string): void {
  if (stopping) return;
  stopping = true;
  shellkit.drain();
  // Answers from now on end their connection, so a client that keeps one (a balancer's pool) sends its next request elsewhere.
  httpServer.on('request', (_request, response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  });
  log.info('shutting down', { signal, graceMs: shutdownTimeoutMs });
  resting.stop();
  // Requests in flight finish first; then the ledger's connections close (PGlite flushes its files), Redis's too.
  httpServer.close(() => void shellkit.close().finally(() => process.exit(0)));
  // close() only drops connections idle right now; keep-alive ones freed later would hold it open.
  setInterval(() => httpServer.closeIdleConnections(), 50).unref();
  setTimeout(() => {
    httpServer.closeAllConnections();
    // Even when cut short, the ledger closes (PGlite flushes its files and lets go of its directory), within a second.
    setTimeout(() => process.exit(0), 1_000).unref();
    void shellkit.close().finally(() => process.exit(0));
  }, shutdownTimeoutMs).unref();
}
process.on('SIGTERM', () => shutDown('SIGTERM'));
process.on('SIGINT', () => shutDown('SIGINT'));
