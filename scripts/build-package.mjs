#!/usr/bin/env node
// `npm run prepare` (so `npm ci`, `npm install` and `npm pack` run it): compiles what Node loads directly from the
// package, the Vite plugin `shellkit/vite`, the route generator `shellkit-routes` and the `shellkit/server` entry, into
// dist-package/ (git-ignored), with their declarations (dist-package/types/): a product's typecheck reads those, not
// the build code behind them.
// The browser and server code ships as TypeScript source, compiled by the product's own Vite build.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist-package');
rmSync(outDir, { recursive: true, force: true });
/**
 * The plugin reads shell modules (the languages, the vendors' descriptors) whose neighbours import the product's files
 * through `shellkit:*`; the plugin renders no page, so here they are empty stand-ins (the product's build resolves the
 * real ones).
 */
const noProduct = {
  name: 'shellkit:no-product-in-the-plugin',
  resolveId: (id) => (id.startsWith('shellkit:') ? `\0${id}` : null),
  load: (id) =>
    id.startsWith('\0shellkit:')
      ? 'export const PRODUCT = undefined, TRACKING_PLAN = {}, SITE_TEXTS = {}, VENDORS = [], routeTree = undefined;'
      : null,
};

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  plugins: [noProduct],
  build: {
    ssr: true,
    outDir,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: {
      input: {
        vite: path.join(root, 'vite/index.ts'),
        'routes-cli': path.join(root, 'vite/routes-cli.ts'),
        server: path.join(root, 'server/index.ts'),
      },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});

// The declarations of the public files only (--noResolve): what they export names nothing but their own types, Vite's
// and Hono's. The plugin's in types/, shellkit/server's in types/server/.
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
function declarations(name, files, typesDir) {
  const result = spawnSync(
    process.execPath,
    [
      tsc,
      ...['--ignoreConfig', '--declaration', '--emitDeclarationOnly', '--noCheck', '--noResolve', '--skipLibCheck'],
      ...['--target', 'ES2022', '--module', 'ESNext', '--moduleResolution', 'bundler', '--outDir', typesDir],
      ...files,
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`build-package: the declarations of ${name} did not build.`);
}
declarations(
  'shellkit/vite',
  ['index', 'product-files', 'routes'].map((file) => path.join(root, 'vite', `${file}.ts`)),
  path.join(outDir, 'types'),
);
declarations('shellkit/server', [path.join(root, 'server/index.ts')], path.join(outDir, 'types/server'));
