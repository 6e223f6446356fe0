#!/usr/bin/env node
// `npm run prepare` (so `npm ci`, `npm install` and `npm pack` run it): compiles what Node loads directly from the
// package, the Vite plugin `shellkit/vite` and the route generator `shellkit-routes`, into dist-package/ (git-ignored).
// The browser and server code ships as TypeScript source, compiled by the product's own Vite build.
import { rmSync } from 'node:fs';
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
    id.startsWith('\0shellkit:') ? 'export const PRODUCT = undefined, TRACKING_PLAN = {}, SITE_TEXTS = {}, routeTree = undefined;' : null,
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
      input: { vite: path.join(root, 'vite/index.ts'), 'routes-cli': path.join(root, 'vite/routes-cli.ts') },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
