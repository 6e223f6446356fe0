import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build, type InlineConfig, type Plugin } from 'vite';
import { OPTIONAL_SERVER_PACKAGES } from '../server/config/server-packages';
import type { ProductFiles } from './product-files';
import { SHELL_ROOT, shellFile } from './shell-root';

/**
 * The package's dependencies that the product's install did not hoist (its own copy, under the package's
 * node_modules, because the product has another major of it at its top, as lru-cache 5 under Babel): a bare import
 * in dist/server would find the product's copy, so these are bundled into the server from the package's copy.
 */
function unhoistedDependencies(): string[] {
  const dir = path.join(SHELL_ROOT, 'node_modules');
  // In the package's own repository, its node_modules is the one the demo resolves from too: nothing to bundle.
  if (!SHELL_ROOT.split(path.sep).includes('node_modules') || !existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) => (name.startsWith('@') ? readdirSync(path.join(dir, name)).map((inner) => `${name}/${inner}`) : [name]));
}

/**
 * The Node server: dependencies stay external and are resolved from node_modules at run time. It reads the vendor
 * registry for the config and the CSP, never to make an adapter, so the adapters' modules (a descriptor's `create`
 * imports them) are left out rather than bundled for nothing. It renders the shell's pages too
 * (src/composition/render-page.tsx, through the same route tree as the client, the product's pages in it), and
 * `prerender.js` writes the static-hosting pages into dist/client with it.
 */
const nodeServer = (files: ProductFiles, productModules: Plugin, outDir: string): InlineConfig => ({
  configFile: false,
  root: files.root,
  logLevel: 'warn',
  plugins: [productModules],
  // The shell ships as TypeScript source: bundled into the server, wherever it is installed.
  ssr: { noExternal: ['shellkit', ...unhoistedDependencies()] },
  build: {
    ssr: true,
    outDir,
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: {
      // app.js: the same server as a Hono app, for a product's own Node server (shellkit/server finds it).
      input: {
        main: shellFile('server/main.ts'),
        app: shellFile('server/shellkit-server.ts'),
        prerender: shellFile('server/prerender.ts'),
      },
      // A store's package (an optional peer) is imported at run time, and only when the config asks for that store: a
      // product that leaves it off builds without it, and its server names the package if it is asked for (server-packages.ts).
      external: (id, importer) =>
        (Boolean(importer?.endsWith('.vendor.ts')) && /\.adapter$/.test(id)) ||
        OPTIONAL_SERVER_PACKAGES.some((name) => id === name || id.startsWith(`${name}/`)),
    },
  },
});

/** The /monitoring tunnel alone as a Cloudflare Worker: one self-contained ES module, dist/edge/tunnel.js. */
const worker = (files: ProductFiles, outDir: string): InlineConfig => ({
  configFile: false,
  root: files.root,
  logLevel: 'warn',
  build: {
    ssr: shellFile('server/edge-tunnel.ts'),
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { output: { entryFileNames: 'tunnel.js' } },
  },
  ssr: { noExternal: true, target: 'webworker' },
});

/**
 * After the client build (dist/client): the Node server beside it (dist/server, which serves ../client), the
 * static-hosting pages it prerenders into the client folder, and the Worker (dist/edge). One `vite build` makes
 * everything `npm start` and a static host serve.
 */
export async function buildServerSide(files: ProductFiles, productModules: Plugin, clientDir: string): Promise<void> {
  const serverDir = path.join(path.dirname(clientDir), 'server');
  await build(nodeServer(files, productModules, serverDir));
  const prerender = spawnSync(process.execPath, [path.join(serverDir, 'prerender.js')], {
    cwd: files.root,
    stdio: 'inherit',
  });
  if (prerender.status !== 0) throw new Error(`Shellkit: prerendering the pages failed (exit ${String(prerender.status)}).`);
  await build(worker(files, path.join(path.dirname(clientDir), 'edge')));
}
