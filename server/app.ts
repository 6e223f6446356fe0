import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { configForVisitor, visitorPlace } from '../src/domain/consent-region';
import { hasPageRoot } from '../src/domain/page-document';
import type { ServerConfig } from './config/server-config.schema';
import type { ShellConfig } from '../src/domain/shell-config';
import type { VendorOrigins } from '../src/domain/vendor-facts';
import { createConsentLedgerRoutes, type ConsentLedgerDependencies } from './consent-ledger/consent-ledger-routes';
import { contentSecurityPolicy } from './content-security-policy';
import { refuseDotfiles } from './dotfile-guard';
import { inlineScriptHashes } from './inline-script-hashes';
import { countRequests } from './metrics/count-requests';
import type { ServerMetrics } from './metrics/server-metrics';
import { permissionsPolicy } from './permissions-policy';
import { policyWhereItApplies } from './policy-where-it-applies';
import { createLanguageChoiceRoute } from './language/language-choice-route';
import { readinessRoute, type ReadinessDependencies } from './readiness/readiness-route';
import { pagesForVisitors } from './pages/page-templates';
import { renderedPagesForVisitors, type RenderPage } from './pages/rendered-pages';
import { visitorLanguage } from './pages/visitor-language';
import { SHIPPED_LANGUAGES, SOURCE_LANGUAGE } from '../src/i18n/catalogs';
import { serverRequestId } from './request-id';
import { FILE_PATH, requestRoute } from './request-route';
import { createTunnelRoute, type TunnelDependencies } from './tunnel/tunnel-route';
import { varyOnAcceptEncoding } from './vary-on-accept-encoding';

export interface AppOptions {
  /**
   * The shell config validated at start: handed to the browser in index.html (in `auto` mode resolved
   * per visitor's country, the rule never sent), and the CSP is made from it, the same for every country.
   */
  readonly shell: ShellConfig;
  /** The origins the config's vendors ask for (from their descriptors). */
  readonly vendorOrigins: readonly VendorOrigins[];
  /** The built index.html; the app serves it with `shell` in place of the build's default config. */
  readonly indexHtml: string;
  /**
   * Renders a page of the shell for a URL and a visitor's config (src/composition/render-page.tsx):
   * each page is then served with its HTML, painted before any JavaScript runs. Without it, or for an
   * index.html with no place for a page (not the shell's build), a page is index.html and its config.
   */
  readonly renderPage?: RenderPage;
  /** Where a page that could not be rendered is reported (it is served without its HTML; the browser renders it). */
  readonly log?: { warn(msg: string, fields?: Record<string, unknown>): void };
  readonly server: ServerConfig;
  readonly tunnel: TunnelDependencies;
  /**
   * The consent ledger, open: its routes are served and every page's config says so
   * (`consentLedger: true`). Absent (the edge Worker, some tests), neither.
   */
  readonly consentLedger?: ConsentLedgerDependencies;
  /** What `/readyz` checks (the ledger's database, the server's own shutdown). Absent (some tests), it answers ready. */
  readonly readiness?: ReadinessDependencies;
  /** Serves a file of the client build, precompressed when the client accepts it (or calls next). */
  readonly serveClientFile: (options: { readonly path?: string }) => MiddlewareHandler;
  /** Request logging; the runtime chooses (on Node, a pino line per answer under the request's id: logging/request-log-context.ts). */
  readonly requestLogger?: MiddlewareHandler;
  /** Where requests, tunnel envelopes, consent records and the page cache are counted (METRICS_PORT); absent, nothing is. */
  readonly metrics?: ServerMetrics | undefined;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/**
 * The production app as a web-standard fetch handler (Request in, Response out): the built shell
 * with its client-side routes, and the /monitoring tunnel. Runtime-specific pieces come in through
 * `options`, so the same handler runs on Node here and on an edge runtime elsewhere.
 */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  // This server answers the language choice's form (below), so its pages offer it without JavaScript too.
  const shell: ShellConfig = { ...options.shell, languageChoiceServed: true, ...(options.consentLedger ? { consentLedger: true } : {}) };
  const templateFor = pagesForVisitors(options.indexHtml);
  const renderedFor =
    options.renderPage && hasPageRoot(options.indexHtml)
      ? renderedPagesForVisitors(options.indexHtml, options.renderPage, options.log, options.metrics)
      : undefined;
  const rule = shell.modeByCountry;
  const languages = shell.languages ?? { offered: SHIPPED_LANGUAGES, fallback: SOURCE_LANGUAGE };
  const servePage = async (c: Context) => {
    c.header('Cache-Control', REVALIDATE);
    // auto: the page differs by the CDN's country and region headers, so a cache that keeps it keeps one per place;
    // and by Global Privacy Control in every mode (issue 33 §2: advertising off from the first byte).
    if (rule) c.header('Vary', [rule.header, ...(rule.regionHeader ? [rule.regionHeader] : [])].join(', '), { append: true });
    c.header('Vary', 'Sec-GPC', { append: true });
    const header = (name: string) => c.req.header(name);
    const place = rule ? visitorPlace(rule, header) : {};
    // Sec-GPC: "1" is the only value the GPC specification defines; anything else asks for nothing.
    const config = configForVisitor(shell, { ...place, globalPrivacyControl: header('Sec-GPC')?.trim() === '1' });
    // The page is in the visitor's language, from their choice (a cookie) or their browser's Accept-Language: a cache
    // that keeps it keeps one per both, never handing one visitor's language to another (README: Languages). A site
    // with one language has the same page for everyone.
    const language = visitorLanguage(c, languages);
    if (languages.offered.length > 1) c.header('Vary', 'Accept-Language, Cookie', { append: true });
    c.header('Content-Language', language);
    if (!renderedFor) return c.html(templateFor(config));
    const url = new URL(c.req.url);
    return c.html(await renderedFor(config, language, url.pathname === '/index.html' ? `/${url.search}` : `${url.pathname}${url.search}`));
  };

  if (options.metrics) app.use(countRequests(options.metrics, (path) => requestRoute(path, options.server.tunnel.path)));
  app.use(serverRequestId());
  if (options.requestLogger) app.use(options.requestLogger);
  app.use(policyWhereItApplies);
  app.use(
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy(options.vendorOrigins, inlineScriptHashes(options.indexHtml)),
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'SAMEORIGIN',
      crossOriginEmbedderPolicy: false,
      permissionsPolicy,
    }),
  );

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', options.readiness ? readinessRoute(options.readiness) : (c) => c.json({ status: 'ready' }));
  // Every rate limit counts an IPv6 client by its network (RATE_LIMIT_IPV6_PREFIX), not by one of its addresses.
  const { rateLimitIpv6Prefix } = options.server;
  app.route('/', createTunnelRoute(options.server.tunnel, { ...options.tunnel, metrics: options.metrics, rateLimitIpv6Prefix }));
  if (options.consentLedger) {
    const routes = createConsentLedgerRoutes(
      { config: options.server.consentLedger, allowedOrigins: options.server.tunnel.allowedOrigins, countryHeader: rule?.header },
      { ...options.consentLedger, metrics: options.metrics, rateLimitIpv6Prefix },
    );
    app.route('/', routes);
  }
  // The tunnel's log, client IP and shared counts: the runtime's, whichever route asks.
  const { log, clientIp, sharedCounts } = options.tunnel;
  app.route('/', createLanguageChoiceRoute(languages, { log, clientIp, sharedCounts, rateLimitIpv6Prefix }));
  app.use('*', refuseDotfiles(options.tunnel.log));

  // Vite fingerprints everything under /assets/, so a file there never changes under its name.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', IMMUTABLE);
  });
  app.get('/assets/*', varyOnAcceptEncoding, options.serveClientFile({}));
  app.get('/assets/*', (c) => c.text('Not found', 404));

  app.get('/', compress(), servePage);
  app.get('/index.html', compress(), servePage);
  app.get('*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', REVALIDATE);
  });
  // The build's HTML files (index.html, and the pages it prerendered for static hosting, with their
  // compressed copies) carry the config it baked, not this server's.
  app.get('*', async (c, next) => (/\.html(\.|$)/.test(c.req.path) ? c.text('Not found', 404) : next()));
  // Only files: a page path is never served from a folder of the build (privacy/ is static hosting's).
  const clientFile = options.serveClientFile({});
  app.get('*', async (c, next) => (FILE_PATH.test(c.req.path) ? varyOnAcceptEncoding(c, next) : next()));
  app.get('*', async (c, next) => (FILE_PATH.test(c.req.path) ? clientFile(c, next) : next()));
  // Every other GET of a page path is a page (/privacy, or an unknown path the shell's own
  // not-found page answers). A missing file (a path with an extension) is a real 404, not HTML.
  app.get('*', async (c, next) => {
    if (FILE_PATH.test(c.req.path)) return c.text('Not found', 404);
    return next();
  });
  app.get('*', compress(), servePage);

  return app;
}
