import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { configForVisitor, countryFromHeader } from '../src/domain/consent-region';
import type { ServerConfig } from '../src/domain/server-config.schema';
import type { ShellConfig } from '../src/domain/shell-config';
import { withShellConfig } from '../src/domain/shell-config-document';
import type { VendorOrigins } from '../src/domain/vendor-facts';
import { createConsentLedgerRoutes, type ConsentLedgerDependencies } from './consent-ledger/consent-ledger-routes';
import { contentSecurityPolicy } from './content-security-policy';
import { refuseDotfiles } from './dotfile-guard';
import { serverRequestId } from './request-id';
import { createTunnelRoute, type TunnelDependencies } from './tunnel/tunnel-route';

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
  readonly server: ServerConfig;
  readonly tunnel: TunnelDependencies;
  /**
   * The consent ledger, open: its routes are served and every page's config says so
   * (`consentLedger: true`). Absent (the edge Worker, some tests), neither.
   */
  readonly consentLedger?: ConsentLedgerDependencies;
  /** Serves a file of the client build, precompressed when the client accepts it (or calls next). */
  readonly serveClientFile: (options: { readonly path?: string }) => MiddlewareHandler;
  /** Request logging; the runtime chooses (Hono's logger on Node). */
  readonly requestLogger?: MiddlewareHandler;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Above the 251 pages auto mode can make (250 country codes and unknown). */
const MAX_PAGES_BY_COUNTRY = 256;

/**
 * The page each visitor gets: index.html with this server's config (one build serves any config),
 * from the same object as the CSP. In `auto` mode the config is resolved for the visitor's country
 * (configForVisitor); each country's page is made once, on its first visitor, and kept. The keys are
 * what countryFromHeader returns, an assigned country code or undefined, so there are at most 251 of
 * them; the cap is a guard should that ever loosen, past which a page is made per request instead.
 */
export function pagesForVisitors(indexHtml: string, shell: ShellConfig): (country: string | undefined) => string {
  if (!shell.modeByCountry) {
    const page = withShellConfig(indexHtml, shell);
    return () => page;
  }
  const pages = new Map<string, string>();
  return (country) => {
    const key = country ?? '';
    let page = pages.get(key);
    if (page === undefined) {
      page = withShellConfig(indexHtml, configForVisitor(shell, country));
      if (pages.size < MAX_PAGES_BY_COUNTRY) pages.set(key, page);
    }
    return page;
  };
}

/**
 * The production app as a web-standard fetch handler (Request in, Response out): the built shell
 * with its client-side routes, and the /monitoring tunnel. Runtime-specific pieces come in through
 * `options`, so the same handler runs on Node here and on an edge runtime elsewhere.
 */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  const shell: ShellConfig = options.consentLedger ? { ...options.shell, consentLedger: true } : options.shell;
  const pageFor = pagesForVisitors(options.indexHtml, shell);
  const rule = shell.modeByCountry;
  const servePage = (c: Context) => {
    c.header('Cache-Control', REVALIDATE);
    // auto: the page differs by the CDN's country header, so a cache that keeps it keeps one per country.
    if (rule) c.header('Vary', rule.header, { append: true });
    return c.html(pageFor(rule ? countryFromHeader(c.req.header(rule.header)) : undefined));
  };

  app.use(serverRequestId());
  if (options.requestLogger) app.use(options.requestLogger);
  app.use(
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy(options.vendorOrigins),
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'SAMEORIGIN',
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.route('/', createTunnelRoute(options.server.tunnel, options.tunnel));
  if (options.consentLedger) {
    const routes = createConsentLedgerRoutes(
      { config: options.server.consentLedger, allowedOrigins: options.server.tunnel.allowedOrigins, countryHeader: rule?.header },
      options.consentLedger,
    );
    app.route('/', routes);
  }
  app.use('*', refuseDotfiles(options.tunnel.log));

  // Vite fingerprints everything under /assets/, so a file there never changes under its name.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', IMMUTABLE);
  });
  app.get('/assets/*', options.serveClientFile({}));
  app.get('/assets/*', (c) => c.text('Not found', 404));

  app.get('/', compress(), servePage);
  app.get('/index.html', compress(), servePage);
  app.get('*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', REVALIDATE);
  });
  // The build's compressed copies of index.html carry the config it baked, not this server's.
  app.get('*', async (c, next) => (/^\/index\.html\./.test(c.req.path) ? c.text('Not found', 404) : next()));
  app.get('*', options.serveClientFile({}));
  // Every other GET of a page path is a client route (/privacy, or an unknown path the shell's own
  // not-found page answers). A missing file (a path with an extension) is a real 404, not HTML.
  app.get('*', async (c, next) => {
    if (/\.[A-Za-z0-9]+$/.test(c.req.path)) return c.text('Not found', 404);
    return next();
  });
  app.get('*', compress(), servePage);

  return app;
}
