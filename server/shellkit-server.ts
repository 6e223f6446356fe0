import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseServerEnv, type ServerConfig } from './config/server-config.schema';
import { missingServerPackages } from './config/server-packages';
import { productShellEnv } from '../src/composition/product-shell-env';
import { renderShellPage } from '../src/composition/render-page';
import type { ShellConfig } from '../src/domain/shell-config';
import { loadAllLanguages } from '../src/i18n/product-languages';
import { readCatalogFiles } from './pages/catalog-files';
import { hasPageRoot } from '../src/domain/page-document';
import { createApp } from './app';
import { clientIpBehindProxies } from './client-ip';
import { beginOpeningConsentLedger } from './consent-ledger/open-consent-ledger';
import { ledgerOnceOpen } from './consent-ledger/ledger-once-open';
import { startRetention } from './consent-ledger/retention';
import { timedConsentLedger } from './metrics/timed-consent-ledger';
import { nodeStreamingFetch } from './tunnel/node-streaming-fetch';
import { logSecretsIn, redactSecrets } from './logging/log-secrets';
import { logRequests } from './logging/request-log-context';
import { createServerLogger, serverLogOf } from './logging/server-logger';
import type { ServerLog } from './server-log';
import { consentLedgerDependency } from './readiness/consent-ledger-readiness';
import { dependencyAvailability } from './dependency-availability';
import { watchedConsentLedger } from './consent-ledger/watched-consent-ledger';
import { drainingState } from './readiness/draining';

/**
 * Shellkit's server as a product mounts it in a Node server of its own (`dist/server/app.js` of its build), or as
 * `dist/server/main.js` runs it: the pages, the /monitoring tunnel, the consent ledger, /healthz and /readyz, as one
 * Hono app. The HTTP server, its limits and the signals are the caller's.
 */
export interface ShellkitServerOptions {
  /** The variables, as `npm start` reads them (docs/operators/server.md): `process.env` by default. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /**
   * The client build whose pages and files are served, `dist/client`. The caller says where it is: this module's own
   * place in the build (a chunk shared by main.js and app.js) says nothing of it.
   */
  readonly clientDir: string;
}

export interface ShellkitServer {
  /** Every route of the shell; mount it at the root (`app.route('/', shellkit.app)`): the pages' paths are the site's. */
  readonly app: Hono;
  readonly config: { readonly shell: ShellConfig; readonly server: ServerConfig };
  /** The server's own logger (pino, one JSON line per entry), with the secrets of `env` redacted. */
  readonly log: ServerLog;
  /**
   * Call once the HTTP server listens: the embedded ledger (PGlite) opens then, so pages are served while it does
   * (a ledger call made meanwhile waits for it). Resolves once it is open; rejects, naming CONSENT_LEDGER_DIR, if its
   * files are damaged inside.
   */
  listening(): Promise<void>;
  /** Shutting down: /readyz answers 503 from now on, so a balancer sends no new visitor here. */
  drain(): void;
  /** After the HTTP server has closed: the purge timer, the metrics listener, Redis and the ledger (PGlite flushes its files). */
  close(): Promise<void>;
}

/**
 * The server could not start: the message says why in plain text, one variable a line, with no secret's value in it.
 * `main.js` prints it and exits 1; a product's server should do the same.
 */
export class ShellkitStartError extends Error {
  override readonly name = 'ShellkitStartError';
}

export async function createShellkitServer(options: ShellkitServerOptions): Promise<ShellkitServer> {
  const env = options.env ?? process.env;
  // The same validation as the build, so a server started with a bad variable fails the same way, naming it.
  // Its result is the config this server hands every page (whatever the build baked in) and its CSP; the product's own
  // vendors are read beside the shell's.
  const shell = productShellEnv.configFromEnv(env);
  const server = parseServerEnv(env);
  const secrets = logSecretsIn(env);
  const refuse = (reason: string): never => {
    throw new ShellkitStartError(redactSecrets(secrets)(reason));
  };
  const refuseFor = (error: unknown): never => refuse(error instanceof Error ? error.message : String(error));
  if (!shell.ok || !server.ok) return refuse([shell, server].flatMap((result) => (result.ok ? [] : [result.error])).join('\n'));
  // A store the config asks for whose package (an optional peer of shellkit) is not installed stops the start, naming both.
  const missingPackages = missingServerPackages(server.config);
  if (missingPackages.length > 0) refuse(missingPackages.join('\n'));

  const log = serverLogOf(createServerLogger({ level: server.config.logLevel, secrets }));
  const clientDir = path.relative(process.cwd(), options.clientDir) || '.';
  const { host, trustedProxies } = server.config;

  // With REDIS_URL the per-IP limits are counted across every instance; without it, each process counts its own.
  // Loaded only when asked for: without REDIS_URL, ioredis is never in memory. Credentials Redis refuses stop the
  // start, naming REDIS_URL (an unreachable Redis does not: see connectRedis). Before the ledger, which would otherwise
  // stay locked by a start that failed.
  const redis = server.config.redisUrl
    ? await (await import('./shared-limits/redis-connection')).connectRedis(server.config.redisUrl).catch(refuseFor)
    : undefined;
  const sharedCounts = redis ? (await import('./shared-limits/redis-rate-limit-counts')).redisRateLimitCounts(redis, log) : undefined;

  // What can refuse the consent ledger is done before the server listens: a server that cannot keep proof of consent
  // does not start, and the error names DATABASE_URL or CONSENT_LEDGER_DIR. With DATABASE_URL that is the whole open;
  // the embedded ledger's directory is locked and holds a cluster, and PGlite opens it (its code, its WebAssembly, the
  // cluster's catalogs: 1.2 s and more on a busy machine) once the server listens, so pages are served meanwhile:
  // back within 3 s of a SIGKILL (issue 35 §3). A ledger call made meanwhile waits for it.
  const ledgerConfig = server.config.consentLedger;
  const openingLedger = await beginOpeningConsentLedger(ledgerConfig.store).catch((error: unknown) => {
    redis?.disconnect();
    return refuseFor(error);
  });
  let listening: () => void = () => undefined;
  const ledgerOpened = new Promise<void>((resolve) => (listening = resolve)).then(() => openingLedger.open());
  // Once open, the database may go away (a restart, a failover): the ledger's routes answer 503 meanwhile, pages are
  // served, and the outage is logged once when a call first fails and once when one first answers again.
  const database = dependencyAvailability('database', log, {
    whileUnavailable: 'consent records, histories and the export answered 503 with Retry-After; pages served',
  });
  const ledger = watchedConsentLedger(ledgerOnceOpen(ledgerOpened), database);
  // The first purge waits for the ledger to open; the server does not wait for it.
  const retention = startRetention(ledger, ledgerConfig.retentionDays, log);
  const draining = drainingState();

  // Loaded only when asked for: without METRICS_PORT, prom-client is never in memory.
  const metricsListener =
    server.config.metricsPort === undefined
      ? undefined
      : (await import('./metrics/metrics-listener')).startMetricsListener(server.config.metricsPort, host, log);
  const metrics = metricsListener?.metrics;
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
    vendorOrigins: productShellEnv.vendorOrigins(shell.config),
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
    tunnel: { fetch: nodeStreamingFetch, log, clientIp, ...(sharedCounts ? { sharedCounts } : {}) },
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

  const opened = ledgerOpened.then(() => {
    log.info('consent ledger ready', {
      store: ledgerConfig.store.kind,
      retentionDays: ledgerConfig.retentionDays,
      rateLimitsCounted: redis ? 'across instances (REDIS_URL)' : 'in this process',
      export: ledgerConfig.exportToken !== undefined,
      clientDetails: ledgerConfig.storeClientDetails,
    });
  }, refuseFor);

  let closing: Promise<void> | undefined;
  return {
    app,
    config: { shell: shell.config, server: server.config },
    log,
    listening: () => {
      listening();
      return opened;
    },
    drain: () => draining.begin(),
    // Once, whoever asks first (a signal's grace period may ask again while the first close runs).
    close: () =>
      (closing ??= (async () => {
        void retention.then((stopRetention) => stopRetention());
        metricsListener?.close();
        sharedCounts?.close();
        redis?.disconnect();
        await ledger.close();
      })()),
  };
}
