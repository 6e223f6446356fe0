import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import type { MiddlewareHandler } from 'hono';

export interface AppOptions {
  /** Serves a file of the client build (or calls next when there is none); the runtime supplies it. */
  readonly serveClientFile: (options: { readonly path?: string }) => MiddlewareHandler;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * The production app as a web-standard fetch handler: the built shell with its client-side routes.
 * Runtime-specific pieces (reading files from disk) come in through `options`, so the same
 * handler can later run on an edge runtime.
 */
export function createApp({ serveClientFile }: AppOptions): Hono {
  const app = new Hono();

  app.use(secureHeaders());
  app.use(compress());

  app.get('/healthz', (c) => c.json({ status: 'ok' }));

  // Vite fingerprints everything under /assets/, so a file there never changes under its name.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', IMMUTABLE);
  });
  app.get('/assets/*', serveClientFile({}));

  app.get('*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', REVALIDATE);
  });
  app.get('*', serveClientFile({}));
  // Every other GET is a client route (/privacy, or an unknown path the shell's own not-found page answers).
  app.get('*', serveClientFile({ path: 'index.html' }));

  return app;
}
