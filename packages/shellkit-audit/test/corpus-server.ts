import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';

const require = createRequire(import.meta.url);
const CORPUS = fileURLToPath(new URL('./corpus', import.meta.url));
const C15T = fileURLToPath(new URL('./corpus-src/c15t', import.meta.url));
/** The consent tools' own files, served from the site (first party) as a site that bundles them does. */
const VENDOR = {
  cookieconsent: path.dirname(require.resolve('vanilla-cookieconsent/dist/cookieconsent.umd.js')),
  klaro: path.join(path.dirname(require.resolve('klaro/package.json')), 'dist'),
};

export interface Corpus {
  /** The site's address: http://127.0.0.1:<port>/<site>/ */
  url(site: string): string;
  close(): Promise<void>;
}

/**
 * The corpus on 127.0.0.1, each site under /<site>/ and the consent tools under /vendor/; `built` adds sites
 * built for the run (a folder each, by name).
 */
export async function startCorpus(built: Readonly<Record<string, string>> = {}): Promise<Corpus> {
  const app = new Hono();
  for (const [name, root] of Object.entries(built))
    app.use(`/${name}/*`, serveStatic({ root: path.relative(process.cwd(), root), rewriteRequestPath: (p) => p.replace(`/${name}`, '') }));
  for (const [name, root] of Object.entries(VENDOR))
    app.use(
      `/vendor/${name}/*`,
      serveStatic({ root: path.relative(process.cwd(), root), rewriteRequestPath: (p) => p.replace(`/vendor/${name}`, '') }),
    );
  app.use('/*', serveStatic({ root: path.relative(process.cwd(), CORPUS) }));
  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: (site) => `http://127.0.0.1:${port}/${site}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The c15t site, built with Vite into `outDir` for the run (under a second on this machine; the bundle is
 * build output, so it is never committed): a React app cannot be served from its sources.
 */
export async function buildC15tSite(outDir: string): Promise<string> {
  const { build } = await import('vite');
  await build({
    root: C15T,
    base: './',
    logLevel: 'warn',
    configFile: false,
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  });
  return outDir;
}
