import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { createHash } from 'node:crypto';
import type { RenderedPage } from '../src/composition/render-page';
import { configForVisitor, countryFromHeader } from '../src/domain/consent-region';
import { hasPageRoot, inlineScriptsOf, withPageContent } from '../src/domain/page-document';
import type { ServerConfig } from './config/server-config.schema';
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
  /**
   * Renders a page of the shell for a URL and a visitor's config (src/composition/render-page.tsx):
   * each page is then served with its HTML, painted before any JavaScript runs. Without it, or for an
   * index.html with no place for a page (not the shell's build), a page is index.html and its config.
   */
  readonly renderPage?: (url: string, config: ShellConfig) => Promise<RenderedPage>;
  /** Where a page that could not be rendered is reported (it is served without its HTML; the browser renders it). */
  readonly log?: { warn(msg: string, fields?: Record<string, unknown>): void };
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
/** A path with an extension names a file of the build; any other is a page. */
const FILE_PATH = /\.[A-Za-z0-9]+$/;
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

/** Rendered pages kept, over every country and URL: `/`, `/privacy`, a few searches and not-found paths per country fit easily. */
const MAX_RENDERED_PAGES = 1024;

/**
 * The page for a visitor and a URL, rendered: each (country, URL) once, on its first request, and
 * kept (the same memo as pagesForVisitors, one level down). A URL's page depends on its path and
 * query (the home page shows the chosen tab), so both are the key; anyone can ask for any URL, so
 * the cache is bounded and the least recently used page leaves it first. A page whose render fails is served as
 * index.html with its config and an empty root (the browser renders it), and tried again on the next request.
 */
export function renderedPagesForVisitors(
  indexHtml: string,
  shell: ShellConfig,
  renderPage: (url: string, config: ShellConfig) => Promise<RenderedPage>,
  log?: AppOptions['log'],
): (country: string | undefined, url: string) => Promise<string> {
  const templateFor = pagesForVisitors(indexHtml, shell);
  const pages = new Map<string, Promise<string>>();
  return (country, url) => {
    const key = `${shell.modeByCountry ? (country ?? '') : ''} ${url}`;
    let page = pages.get(key);
    if (page !== undefined) {
      // Least recently used goes first: one-off URLs (an ad click's ?gclid=…) cycle through the
      // cache while the pages visitors keep asking for stay in it.
      pages.delete(key);
      pages.set(key, page);
    } else {
      const template = templateFor(country);
      const config = shell.modeByCountry ? configForVisitor(shell, country) : shell;
      page = renderPage(url, config).then(
        (rendered) => withPageContent(template, { ...rendered, url }),
        (error: unknown) => {
          pages.delete(key);
          log?.warn('page not rendered', { url, error: error instanceof Error ? error.message : String(error) });
          // An empty root: the browser renders the page itself (the build's index.html holds its home page).
          return withPageContent(template, { markup: '' });
        },
      );
      if (pages.size >= MAX_RENDERED_PAGES) pages.delete(pages.keys().next().value as string);
      pages.set(key, page);
    }
    return page;
  };
}

/** The CSP's script-src additions for an index.html: the hash of each inline script it carries (the banner guard, the app loader). */
export function inlineScriptHashes(indexHtml: string): string[] {
  return inlineScriptsOf(indexHtml).map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

/**
 * The production app as a web-standard fetch handler (Request in, Response out): the built shell
 * with its client-side routes, and the /monitoring tunnel. Runtime-specific pieces come in through
 * `options`, so the same handler runs on Node here and on an edge runtime elsewhere.
 */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  const shell: ShellConfig = options.consentLedger ? { ...options.shell, consentLedger: true } : options.shell;
  const templateFor = pagesForVisitors(options.indexHtml, shell);
  const renderedFor =
    options.renderPage && hasPageRoot(options.indexHtml)
      ? renderedPagesForVisitors(options.indexHtml, shell, options.renderPage, options.log)
      : undefined;
  const rule = shell.modeByCountry;
  const servePage = async (c: Context) => {
    c.header('Cache-Control', REVALIDATE);
    // auto: the page differs by the CDN's country header, so a cache that keeps it keeps one per country.
    if (rule) c.header('Vary', rule.header, { append: true });
    const country = rule ? countryFromHeader(c.req.header(rule.header)) : undefined;
    if (!renderedFor) return c.html(templateFor(country));
    const url = new URL(c.req.url);
    return c.html(await renderedFor(country, url.pathname === '/index.html' ? `/${url.search}` : `${url.pathname}${url.search}`));
  };

  app.use(serverRequestId());
  if (options.requestLogger) app.use(options.requestLogger);
  app.use(
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy(options.vendorOrigins, inlineScriptHashes(options.indexHtml)),
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
  // The build's HTML files (index.html, and the pages it prerendered for static hosting, with their
  // compressed copies) carry the config it baked, not this server's.
  app.get('*', async (c, next) => (/\.html(\.|$)/.test(c.req.path) ? c.text('Not found', 404) : next()));
  // Only files: a page path is never served from a folder of the build (privacy/ is static hosting's).
  const clientFile = options.serveClientFile({});
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
