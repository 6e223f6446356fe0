import type { Hono } from 'hono';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `shellkit/server`: the shell's server as a Hono app, for a product that runs a Node server of its own. The server
 * renders the product's pages, so it is the product's build that holds it (`vite build` with `shellkit()` writes
 * `dist/server/app.js` beside `dist/server/main.js`, which `npm start` runs); this entry finds that build and starts it.
 *
 *     import { createShellkitServer } from 'shellkit/server';
 *     const shellkit = await createShellkitServer();       // reads process.env, as `npm start` does
 *     const app = new Hono().get('/api/health', (c) => c.text('ok'));
 *     app.route('/', shellkit.app);                         // the pages, /monitoring, /api/consent, /healthz, /readyz
 *     serve({ fetch: app.fetch, port: 3000 }, () => void shellkit.listening());
 *
 * docs/product/own-server.md says the rest (what to mount first, shutting down).
 */
export interface ShellkitServerOptions {
  /** The product's build: `dist` in the current directory by default. */
  readonly dist?: string;
  /** The variables, as `npm start` reads them (docs/operators/server.md): `process.env` by default. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

export interface ShellkitServer {
  /** Every route of the shell; mount it at the root (`app.route('/', shellkit.app)`): the pages' paths are the site's. */
  readonly app: Hono;
  /** The server's logger: one JSON line per entry on stderr, secrets redacted. */
  readonly log: {
    info(message: string, fields?: Record<string, unknown>): void;
    warn(message: string, fields?: Record<string, unknown>): void;
  };
  /** Call once your HTTP server listens: the embedded ledger opens then, while pages are served. */
  listening(): Promise<void>;
  /** Shutting down: /readyz answers 503 from now on. */
  drain(): void;
  /** Once your HTTP server has closed: the ledger (PGlite flushes its files), Redis, the purge timer. */
  close(): Promise<void>;
}

/**
 * Starts the shell's server from the product's build. Rejects with an error named `ShellkitStartError` whose message
 * says why in plain text, one variable a line, with no secret in it (print it and exit 1, as `npm start` does).
 */
export async function createShellkitServer(options: ShellkitServerOptions = {}): Promise<ShellkitServer> {
  const dist = path.resolve(options.dist ?? 'dist');
  const built = path.join(dist, 'server', 'app.js');
  if (!existsSync(built)) {
    throw Object.assign(
      new Error(`shellkit/server: ${built} is missing: build the product first (vite build, with shellkit() in its plugins).`),
      {
        name: 'ShellkitStartError',
      },
    );
  }
  const server = (await import(pathToFileURL(built).href)) as {
    createShellkitServer(options: { env?: ShellkitServerOptions['env']; clientDir: string }): Promise<ShellkitServer>;
  };
  return server.createShellkitServer({ ...(options.env ? { env: options.env } : {}), clientDir: path.join(dist, 'client') });
}
