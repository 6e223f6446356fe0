import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import { readFileSync } from 'node:fs';
import type { Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseServerEnv } from './config/server-config.schema';
import { missingServerPackages } from './config/server-packages';
import { shellConfigFromEnv, vendorOrigins } from '../src/composition/shell-env';
import { renderShellPage } from '../src/composition/render-page';
import { loadAllLanguages } from '../src/i18n/product-languages';
import { readCatalogFiles } from './pages/catalog-files';
import { hasPageRoot } from '../src/domain/page-document';
import { createApp } from './app';
import { clientIpBehindProxies } from './client-ip';
import { beginOpeningConsentLedger } from './consent-ledger/open-consent-ledger';
import { ledgerOnceOpen } from './consent-ledger/ledger-once-open';
import { startRetention } from './consent-ledger/retention';
import { timedConsentLedger } from './metrics/timed-consent-ledger';
import { limitNodeServer, nodeServerOptions } from './node-server-limits';
import { nodeStreamingFetch } from './tunnel/node-streaming-fetch';
import { logSecretsIn, redactSecrets } from './logging/log-secrets';
import { logRequests } from './logging/request-log-context';
import { createServerLogger, serverLogOf } from './logging/server-logger';
import { consentLedgerDependency } from './readiness/consent-ledger-readiness';
import { dependencyAvailability } from './dependency-availability';
import { watchedConsentLedger } from './consent-ledger/watched-consent-ledger';
import { drainingState } from './readiness/draining';
import { memoryAtRest } from './memory-at-rest';

// The same validation as the build, so a server started with a bad variable fails the same way, naming it.
// Its result is the config this server hands every page (whatever the build baked in) and its CSP.
const shell = shellConfigFromEnv(process.env);
const server = parseServerEnv(process.env);
// A server that cannot start says why in plain text, one variable a line, for the person at the terminal
// (and before LOG_LEVEL is known); the values of secret variables are never in it (formatConfigIssues).
function failToStart(reason: string): never {
  process.stderr.write(`${redactSecrets(secrets)(reason)}\n`);
  process.exit(1);
}
const secrets = logSecretsIn(process.env);
if (!shell.ok || !server.ok) failToStart([shell, server].flatMap((result) => (result.ok ? [] : [result.error])).join('\n'));
// A store the config asks for whose package (an optional peer of shellkit) is not installed stops the start, naming both.
const missingPackages = missingServerPackages(server.config);
if (missingPackages.length > 0) failToStart(missingPackages.join('\n'));

const logger = createServerLogger({ level: server.config.logLevel, secrets });
const log = serverLogOf(logger);
const clientDir = path.relative(process.cwd(), path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client')) || '.';
const { port, host, trustedProxies, shutdownTimeoutMs } = server.config;
// Loaded only when asked for: without METRICS_PORT, prom-client is never in memory.
const metricsListener =
  server.config.metricsPort === undefined
    ? undefined
    : (await import('./metrics/metrics-listener')).startMetricsListener(server.config.metricsPort, host, log);
const metrics = metricsListener?.metrics;

// What can refuse the consent ledger is done before the server listens: a server that cannot keep proof of consent
// does not start, and the error names DATABASE_URL or CONSENT_LEDGER_DIR. With DATABASE_URL that is the whole open;
// the embedded ledger's directory is locked and holds a cluster, and PGlite opens it (its code, its WebAssembly, the
// cluster's catalogs: 1.2 s and more on a busy machine) once the server listens, so pages are served meanwhile:
// back within 3 s of a SIGKILL (issue 35 §3). A ledger call made meanwhile waits for it.
const ledgerConfig = server.config.consentLedger;
const ledgerFailed = (error: unknown) => failToStart(error instanceof Error ? error.message : String(error));
const openingLedger = await beginOpeningConsentLedger(ledgerConfig.store).catch(ledgerFailed);
let listening: () => void = () => undefined;
const ledgerOpened = new Promise<void>((resolve) => (listening = resolve)).then(() => openingLedger.open());
const openedLedger = ledgerOnceOpen(ledgerOpened);
// Once open, the database may go away (a restart, a failover): the ledger's routes answer 503 meanwhile, pages are
// served, and the outage is logged once when a call first fails and once when one first answers again.
const database = dependencyAvailability('database', log, {
  whileUnavailable: 'consent records, histories and the export answered 503 with Retry-After; pages served',
});
const ledger = watchedConsentLedger(openedLedger, database);
// The first purge waits for the ledger to open; the server does not wait for it.
const retention = startRetention(ledger, ledgerConfig.retentionDays, log);
const draining = drainingState();

// With REDIS_URL the per-IP limits are counted across every instance; without it, each process counts its own.
// Loaded only when asked for, as prom-client: without REDIS_URL, ioredis is never in memory.
// Credentials Redis refuses stop the start, naming REDIS_URL (an unreachable Redis does not: see connectRedis).
const redis = server.config.redisUrl
  ? // The ledger is not closed first: it opens only once the server listens, so closing would wait on that for ever.
    // Exiting releases its directory's lock and any database connections, as a SIGKILL would.
    await (
      await import('./shared-limits/redis-connection')
    )
      .connectRedis(server.config.redisUrl)
      .catch((error: unknown) => failToStart(error instanceof Error ? error.message : String(error)))
  : undefined;
const sharedCounts = redis ? (await import('./shared-limits/redis-rate-limit-counts')).redisRateLimitCounts(redis, log) : undefined;

const dependencies = [
  consentLedgerDependency(ledger, database),
  ...(sharedCounts ? [{ name: 'redis', available: () => sharedCounts.available() }] : []),
];
for (const dependency of dependencies) metrics?.watchDependency(dependency.name, () => dependency.available());

const clientIp = (c: Context): string | undefined =>
  clientIpBehindProxies(c.req.header('x-forwarded-for'), getConnInfo(c).remote.address, trustedProxies);

// Every catalog, loaded once: the server renders each page in the visitor's language (an offered one: visitorLanguage),
// and names that language's catalog module on the page, for the browser to fetch beside the entry.
const languages = await loadAllLanguages();
const indexHtml = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
// Another app's build (the bench's bare app) has no page for the server to render, so no catalogs to name.
const catalogFiles = hasPageRoot(indexHtml) ? readCatalogFiles(clientDir) : {};

const app = createApp({
  shell: shell.config,
  vendorOrigins: vendorOrigins(shell.config),
  indexHtml,
  // Each page's HTML, rendered with this server's config on its first request (the prerendered
  // index.html of the build carries the build's config: the page is put in its root again).
  renderPage: async (url, config, language) => {
    const page = await renderShellPage(url, config, languages(language));
    const catalog = page.language && catalogFiles[page.language.code];
    return catalog ? { ...page, catalog } : page;
  },
  log,
  server: server.config,
  tunnel: {
    fetch: nodeStreamingFetch,
    log,
    clientIp,
    ...(sharedCounts ? { sharedCounts } : {}),
  },
  consentLedger: {
    ledger: metrics ? timedConsentLedger(ledger, metrics) : ledger,
    log,
    clientIp,
    ...(sharedCounts ? { sharedCounts } : {}),
  },
  // What /readyz asks: one entry per thing this server needs to take traffic. Not the database nor Redis: every instance
  // shares them, so their loss would take them all out of the balancer at once, pages with them (issue 35); /readyz
  // reports them instead, the routes that need them answer 503 (docs/operators/server.md#readiness).
  readiness: { checks: [draining.check], dependencies, log },
  metrics,
  serveClientFile: ({ path: filePath }) => serveStatic({ root: clientDir, precompressed: true, ...(filePath ? { path: filePath } : {}) }),
  requestLogger: logRequests(log),
});

const httpServer = serve({ fetch: app.fetch, port, hostname: host, serverOptions: nodeServerOptions() }, (info) => {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  log.info(`Shellkit is serving http://${shown}:${info.port}/`, { port: info.port });
  log.info('tunnel ready', { path: server.config.tunnel.path, allowedProjects: server.config.tunnel.allowedDsns.length });
  listening();
  const rule = shell.config.modeByCountry;
  if (rule)
    log.info('consent mode by country', { header: rule.header, optInCountries: rule.optInCountries.length, unknownCountry: 'opt-in' });
}) as Server;
limitNodeServer(httpServer, server.config, log);
// Once the server has had no work for some 10 s, full garbage collections give back what serving left behind.
const resting = memoryAtRest(httpServer);
ledgerOpened.then(() => {
  // Opening PGlite is work too: its garbage is given back at the next rest.
  resting.worked();
  log.info('consent ledger ready', {
    store: ledgerConfig.store.kind,
    retentionDays: ledgerConfig.retentionDays,
    rateLimitsCounted: redis ? 'across instances (REDIS_URL)' : 'in this process',
    export: ledgerConfig.exportToken !== undefined,
    clientDetails: ledgerConfig.storeClientDetails,
  });
}, ledgerFailed);

// SIGTERM (orchestrators) and SIGINT (Ctrl-C): stop accepting, let requests in flight (a tunnel
// forward included) finish, and exit 0; after the grace period, close what is left and exit anyway.
let stopping = false;
function shutDown(signal: string): void {
  if (stopping) return;
  stopping = true;
  draining.begin();
  // Answers from now on end their connection, so a client that keeps one (a balancer's pool) sends its next request elsewhere.
  httpServer.on('request', (_request, response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  });
  log.info('shutting down', { signal, graceMs: shutdownTimeoutMs });
  void retention.then((stopRetention) => stopRetention());
  resting.stop();
  metricsListener?.close();
  // Requests in flight finish first; then the ledger's connections close (PGlite flushes its files).
  httpServer.close(() => {
    sharedCounts?.close();
    redis?.disconnect();
    void ledger.close().finally(() => process.exit(0));
  });
  // close() only drops connections idle right now; keep-alive ones freed later would hold it open.
  setInterval(() => httpServer.closeIdleConnections(), 50).unref();
  setTimeout(() => {
    httpServer.closeAllConnections();
    // Even when cut short, the ledger closes (PGlite flushes its files and lets go of its directory), within a second.
    setTimeout(() => process.exit(0), 1_000).unref();
    void ledger.close().finally(() => process.exit(0));
  }, shutdownTimeoutMs).unref();
}
process.on('SIGTERM', () => shutDown('SIGTERM'));
process.on('SIGINT', () => shutDown('SIGINT'));
