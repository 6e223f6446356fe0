import path from 'node:path';
import react from '@vitejs/plugin-react';
import { loadEnv, runnerImport, type Plugin, type PluginOption } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { parseServerEnv } from '../server/config/server-config.schema';
import { devTunnelPlugin } from '../server/dev-tunnel-plugin';
import { existsSync } from 'node:fs';
import { shellEnv } from '../src/composition/shell-env';
import { vendorContributionsWith } from '../src/composition/vendor-contributions';
import { vendorModule } from '../src/composition/vendor-module';
import type { AnyVendorDescriptor } from '../src/ports/vendor-descriptor';
import { configForVisitor } from '../src/domain/consent-region';
import type { ShellConfig } from '../src/domain/shell-config';
import { withPageRootEnd } from '../src/domain/page-document';
import { withShellConfig } from '../src/domain/shell-config-document';
import {
  ADAPTER_MODULE,
  bootScript,
  productInCatalogs,
  catalogInputs,
  configuredAdapters,
  eagerVendorSdks,
  preloadShellFonts,
  vendorBuildFlagsOf,
  vendorSdkChunksOf,
} from './client-build';
import { productFiles, productModules, type ProductFiles, type ShellkitOptions } from './product-files';
import { generateRouteTree, shellRoutes } from './routes';
import { buildServerSide } from './server-build';
import { vendorSdkPackagesPlugin } from './vendor-packages';

export type { ShellkitOptions, ProductFiles };
export { productFiles, productModules, generateRouteTree };

/**
 * The product's own vendors, from its vendors file (`src/vendors.ts` by default, exporting `VENDORS`), read once per
 * build through Vite's module runner (it is TypeScript, in the product's folder); none without one. The shell's
 * package is compiled there too (`defineVendor` comes from its TypeScript source, `shellkit/vendors`).
 */
async function productVendorsOf(file: string, root: string): Promise<readonly AnyVendorDescriptor[]> {
  if (!existsSync(file)) return [];
  const { module } = await runnerImport<{ VENDORS?: unknown }>(file, {
    configFile: false,
    root,
    logLevel: 'error',
    environments: { inline: { resolve: { noExternal: ['shellkit'] } } },
  });
  if (!Array.isArray(module.VENDORS)) {
    throw new Error(
      `Shellkit: ${path.relative(root, file)} must export VENDORS, the product's own vendors (each made with defineVendor from 'shellkit/vendors').`,
    );
  }
  return module.VENDORS as readonly AnyVendorDescriptor[];
}

/** The bench's eager variant (scripts/bench/builds.mjs): the configured vendors' SDKs, and the composition roots, in the entry. */
const EAGER_SDKS = process.env.SHELLKIT_BENCH_EAGER_SDKS === '1';

/**
 * `shellkit/vite`: everything a product's build needs from the shell, in one plugin (`plugins: [shellkit()]`): its
 * pages under the shell's root route, React, the config block and the boot script in the page, the fonts, compression,
 * the chunking of vendors and catalogs, and, after the client, the server, the prerendered pages and the Worker.
 * Under vitest (mode `test`) the config is not read: a test renders pages with the config it gives, it builds nothing.
 */
export function shellkit(options: ShellkitOptions = {}): PluginOption[] {
  const files = productFiles(options);
  const modules = productModules(files);
  let outerBuild = false;
  /** Where the client build writes, once known; undefined when it writes nothing (a measuring build). */
  let clientDir: string | undefined;
  let shellConfig: ShellConfig | undefined;
  let productVendors: readonly AnyVendorDescriptor[] = [];
  let devTunnel: Plugin | undefined;
  const shellPlugin: Plugin = {
    name: 'shellkit',
    async config(user, { command, mode }) {
      if (mode === 'test') return { optimizeDeps: { exclude: ['shellkit'] } };
      // The product's own vendors contribute beside the registry's, to the same point: its config, chunks and SDKs.
      productVendors = await productVendorsOf(files.vendors, files.root);
      const vendors = vendorContributionsWith(vendorModule(...productVendors));
      const env = shellEnv(vendors);
      // The shell config is validated here, so a bad variable fails `npm run build` (and `npm run dev`), naming it.
      // loadEnv merges .env files with process.env, process.env winning.
      const result = env.configFromEnv(loadEnv(mode, files.root, ['VITE_', ...env.variables]));
      if (!result.ok) throw new Error(result.error);
      shellConfig = result.config;
      // The dev server also serves the tunnel, so it validates the server's variables as `npm start` does.
      const serverEnv = { ...loadEnv(mode, files.root, ''), ...process.env };
      const server = command === 'serve' ? parseServerEnv(serverEnv) : undefined;
      if (server && !server.ok) throw new Error(server.error);
      devTunnel = server?.ok ? devTunnelPlugin(server.config, serverEnv) : undefined;
      outerBuild = command === 'build';
      return {
        // The shell's modules are TypeScript source in the package: compiled by this build, never pre-bundled.
        optimizeDeps: { exclude: ['shellkit'] },
        build: {
          // A product's own outDir (`vite build --outDir`, as the bench's builds) wins; the server is written beside it.
          outDir: user.build?.outDir ?? 'dist/client',
          emptyOutDir: true,
          target: 'es2022',
          // No polyfill for <link rel="modulepreload">: every browser the es2022 target runs on but Safari 16
          // supports it, and there a module is fetched when imported instead of ahead; 0.2 KiB less in the entry.
          modulePreload: { polyfill: false },
          rolldownOptions: {
            input: { index: path.join(files.root, 'index.html'), ...catalogInputs },
            // A catalog entry keeps its `messages` export, which only a page's dynamic import by URL uses (the app's entry exports nothing).
            preserveEntrySignatures: 'allow-extension',
            transform: { define: vendorBuildFlagsOf(vendors.switchable) },
            output: {
              // Adapter chunks are named neutrally too: filter lists match vendor names in script paths. So is a chunk of code
              // only vendor folders hold (google-tag/, which GA4 and Google Ads share), named after its first module otherwise.
              chunkFileNames: (chunk) =>
                chunk.name.endsWith('.adapter') || (chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => ADAPTER_MODULE.test(id)))
                  ? 'assets/adapter-[hash].js'
                  : 'assets/[name]-[hash].js',
              codeSplitting: {
                // Each vendor SDK in its own lazy chunk, named neutrally (ad-block lists match vendor names
                // in script paths). Groups take only what their test names: following static imports would also
                // pull in modules the entry shares (react via an SDK's React integration, Vite's preload helper).
                // No group for the adapters: each is a chunk of its own, fetched when its vendor is made, so a page
                // fetches the adapters of the vendors switched on and no other (issue 34: 45 vendors and more).
                groups: vendorSdkChunksOf(vendors.switchable).map((chunk) => ({
                  name: chunk.name,
                  test: chunk.modules,
                  includeDependenciesRecursively: false,
                })),
              },
            },
          },
        },
      };
    },
    // The root's end mark, where the server renders each page (added when the product's index.html lacks it), and the
    // config block, baked into index.html as the default for static hosting (and `npm run dev`); the production
    // server replaces it with the config it validated at start, so one build serves any config. Auto mode: no server
    // picks per visitor here, so the page is the one for an unknown country (opt-in), without the rule.
    transformIndexHtml: (html) => {
      const page = withPageRootEnd(html);
      return shellConfig ? withShellConfig(page, configForVisitor(shellConfig, {})) : page;
    },
    configResolved(resolved) {
      clientDir = resolved.build.write ? path.resolve(resolved.root, resolved.build.outDir) : undefined;
    },
    configureServer(devServer) {
      const hook = devTunnel?.configureServer;
      if (typeof hook === 'function') return hook.call(this, devServer);
    },
    // The server side is built once the client is written: the server reads the client's index.html and catalogs.
    closeBundle: {
      sequential: true,
      async handler() {
        if (outerBuild && clientDir && options.server !== false) await buildServerSide(files, modules, clientDir);
      },
    },
  };

  return [
    modules,
    shellPlugin,
    vendorSdkPackagesPlugin(() => shellConfig, { productVendors: () => productVendors }),
    // Before react(): it turns each page file into its own chunk.
    shellRoutes(files),
    react(),
    preloadShellFonts(),
    bootScript({ eager: EAGER_SDKS }),
    productInCatalogs(files.product, files.root),
    // Brotli and gzip copies beside each asset, served as they are by the production server.
    compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.woff2?$/] }),
    ...(EAGER_SDKS ? [eagerVendorSdks(() => configuredAdapters(shellConfig))] : []),
  ];
}
