#!/usr/bin/env node
// `npm run prepare` (so `npm ci`, `npm install` and `npm pack` run it): compiles what Node loads directly from the
// package, the Vite plugin `shellkit/vite` and the route generator `shellkit-routes`, into dist-package/ (git-ignored).
// The browser and server code ships as TypeScript source, compiled by the product's own Vite build.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
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

/**
 * The types of `shellkit/vite`, for the product's own typecheck of its vite.config.ts (Vite's template runs `tsc -b`
 * with its own options, TypeScript 7 and `nodenext`, before `vite build`): the declarations of the plugin's public
 * files, made file by file from their explicit signatures, so the product's compiler never reads the plugin's source
 * (nor the shell's modules it imports). A public signature without an explicit type fails here, naming it.
 */
const typesDir = path.join(outDir, 'types');
mkdirSync(typesDir, { recursive: true });
for (const file of ['vite/index.ts', 'vite/product-files.ts', 'vite/routes.ts']) {
  const { outputText, diagnostics = [] } = ts.transpileDeclaration(readFileSync(path.join(root, file), 'utf8'), {
    fileName: file,
    reportDiagnostics: true,
  });
  if (diagnostics.length > 0) {
    throw new Error(
      `${file}: ${diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')).join('\n')}`,
    );
  }
  writeFileSync(path.join(typesDir, path.basename(file).replace(/\.ts$/, '.d.ts')), outputText);
}
