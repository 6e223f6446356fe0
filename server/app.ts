import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { ServerConfig } from '../src/domain/server-config.schema';
import type { ShellConfig } from '../src/domain/shell-config';
import { contentSecurityPolicy } from './content-security-policy';
import { refuseDotfiles } from './dotfile-guard';
import { serverRequestId } from './request-id';
import { createTunnelRoute, type TunnelDependencies } from './tunnel/tunnel-route';

export interface AppOptions {
  readonly shell: ShellConfig;
  readonly server: ServerConfig;
  readonly tunnel: TunnelDependencies;
  /** Serves a file of the client build, precompressed when the client accepts it (or calls next). */
  readonly serveClientFile: (options: { readonly path?: string }) => MiddlewareHandler;
  /** Request logging; the runtime chooses (Hono's logger on Node). */
  readonly requestLogger?: MiddlewareHandler;
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

  app.use(serverRequestId());
  if (options.requestLogger) app.use(options.requestLogger);
  app.use(
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy(options.shell),
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'SAMEORIGIN',
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.route('/', createTunnelRoute(options.server.tunnel, options.tunnel));
  app.use('*', refuseDotfiles(options.tunnel.log));

  // Vite fingerprints everything under /assets/, so a file there never changes under its name.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', IMMUTABLE);
  });
  app.get('/assets/*', options.serveClientFile({}));
  app.get('/assets/*', (c) => c.text('Not found', 404));

  app.get('*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', REVALIDATE);
  });
  app.get('*', options.serveClientFile({}));
  // Every other GET of a page path is a client route (/privacy, or an unknown path the shell's own
  // not-found page answers). A missing file (a path with an extension) is a real 404, not HTML.
  app.get('*', async (c, next) => {
    if (/\.[A-Za-z0-9]+$/.test(c.req.path)) return c.text('Not found', 404);
    return next();
  });
  app.get('*', options.serveClientFile({ path: 'index.html' }));

  return app;
}
