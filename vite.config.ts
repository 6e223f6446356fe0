import react from '@vitejs/plugin-react';
import { build, defineConfig, loadEnv, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { devTunnelPlugin } from './server/dev-tunnel-plugin.ts';
import { SHELL_ENV_VARIABLES, shellConfigFromEnv } from './src/composition/shell-env.ts';
import { vendorContributions } from './src/composition/vendor-contributions.ts';
import { configForVisitor } from './src/domain/consent-region.ts';
import { parseServerEnv } from './server/config/server-config.schema.ts';
import type { ShellConfig } from './src/domain/shell-config.ts';
import { bootScriptElement } from './src/domain/page-document.ts';
import { withShellConfig } from './src/domain/shell-config-document.ts';
import { shellRoutes } from './vite.routes.ts';
import { CATALOG_FILES } from './server/pages/catalog-files.ts';
import { SHIPPED_LANGUAGES, SOURCE_LANGUAGE } from './src/i18n/catalogs.ts';
import { productInLanguage } from './src/i18n/product-text.ts';
import { PRODUCT } from './src/product.ts';

/**
 * Preloads the shell's fonts so they are usually there for the first paint: they are declared with
 * font-display: optional (src/ui/shell/shell.css), so a font that comes late is not used at all on
 * that page rather than swapped in under text already painted from HTML.
 */
function preloadShellFonts(): Plugin {
  return {
    name: 'shellkit:preload-shell-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) => /lora-latin-\d+-normal.*\.woff2$/.test(file));
        return fonts.map((font) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Bakes the validated config into index.html as the default for static hosting (and `npm run dev`);
 * the production server replaces it with the config it validated at start, so one build serves any config.
 */
function shellConfigInHtml(config: ShellConfig): Plugin {
  return { name: 'shellkit:shell-config-in-html', transformIndexHtml: (html) => withShellConfig(html, config) };
}

/** An inline script's code: `entry` bundled on its own (the domain rules it uses included), minified, as one IIFE. */
async function inlineScriptCode(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: { write: false, target: 'es2020', minify: true, lib: { entry, formats: ['iife'], name: 'shellkitInlineScript' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((output) => ('output' in output ? output.output : []));
  const chunk = outputs.find((output) => output.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`Shellkit: the inline script ${entry} did not build.`);
  return chunk.code.trim();
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page's one inline script, the boot script (src/boot/boot.ts), written at the end of <head>, after the
 * config block it reads; the server's CSP allows it by the hash of its exact text (server/content-security-policy.ts).
 * The page is painted from HTML (prerendered), so the build also takes the entry script and its modulepreloads out of
 * <head> and names them on the boot script, which adds them once the page has painted: on a slow network they no
 * longer share the connection with what the first paint needs. `npm run dev` has no prerendered page: its entry stays.
 */
function bootScript(): Plugin {
  let code: Promise<string> | undefined;
  return {
    name: 'shellkit:boot-script',
    // Each language's catalog module, for the server and the prerender to name on the page in that language.
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: CATALOG_FILES, source: JSON.stringify(catalogFilesOf(bundle)) });
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html, context) => {
        const bootCode = await (code ??= inlineScriptCode('src/boot/boot.entry.ts'));
        if (context.server) return html.replace('</head>', () => `    ${bootScriptElement(bootCode)}\n  </head>`);
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('Shellkit: the built index.html has no entry <script type="module">.');
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
        // index.html is in the source language until the prerender puts a page in another in it.
        const catalog = catalogFilesOf(context.bundle ?? {})[SOURCE_LANGUAGE];
        // The browser's composition root, which the entry imports before it hydrates: fetched beside it (AppScripts).
        const composition = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && BROWSER_COMPOSITION.test(output.facadeModuleId ?? ''),
        );
        if (!composition) throw new Error('Shellkit: the build has no chunk of src/composition/hosts/browser-composition.ts.');
        const element = bootScriptElement(bootCode, {
          entry,
          preloads,
          ...(catalog ? { catalog } : {}),
          composition: `/${composition.fileName}`,
        });
        const withoutScripts = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
        // A function replacer: `$&` or `$$` in minified code must be inserted as written.
        return withoutScripts.replace('</head>', () => `    ${element}\n  </head>`);
      },
    },
  };
}

/** A module of a vendor's folder (src/adapters/<vendor>/), whose name a chunk must not carry. */
const ADAPTER_MODULE = /[\\/]src[\\/]adapters[\\/]/;

const BROWSER_COMPOSITION = /[\\/]src[\\/]composition[\\/]hosts[\\/]browser-composition\.ts$/;
const CATALOG_MODULE = /[\\/]src[\\/]i18n[\\/]messages[\\/]([^\\/]+)\.ts$/;

/** Each language's catalog chunk in the bundle, by code: the entries `catalogInputs` adds. */
function catalogFilesOf(
  bundle: Record<string, { readonly type: string; readonly fileName: string; readonly facadeModuleId?: string | null }>,
) {
  const files: Record<string, string> = {};
  for (const output of Object.values(bundle)) {
    const code = output.type === 'chunk' ? CATALOG_MODULE.exec(output.facadeModuleId ?? '')?.[1] : undefined;
    if (code) files[code] = `/${output.fileName}`;
  }
  return files;
}

/** Each language's catalog module also exports the product's brand and links in that language, `product` (src/i18n/page-language.ts). */
function productInCatalogs(): Plugin {
  return {
    name: 'shellkit-product-in-catalogs',
    transform(code, id) {
      const language = CATALOG_MODULE.exec(id)?.[1];
      if (language === undefined) return null;
      // Appended: no line before it moves, so the module's source map stays as it is.
      return { code: `${code}\nexport const product = ${JSON.stringify(productInLanguage(PRODUCT, language))};\n`, map: null };
    },
  };
}

/**
 * Every catalog is an entry of the client build, beside index.html: a module of its own, with its
 * `messages` export kept, that a page imports by the URL its HTML names (src/i18n/page-language.ts).
 */
const catalogInputs = Object.fromEntries(SHIPPED_LANGUAGES.map((code) => [code, `src/i18n/messages/${code}.ts`]));

const vendorSdks = vendorContributions().switchable.flatMap((vendor) => (vendor.loading.kind === 'sdk' ? [vendor.loading] : []));
/** Each vendor SDK in its own lazy chunk, from the vendors' descriptors. */
const vendorSdkChunks = vendorSdks.flatMap((sdk) => sdk.chunks);
/** The SDKs' own compile-time flags, from the vendors' descriptors. */
const vendorBuildFlags = Object.assign({}, ...vendorSdks.map((sdk) => sdk.buildFlags ?? {})) as Record<string, string>;

/**
 * Bench only (`SHELLKIT_BENCH_EAGER_SDKS=1`, set by scripts/bench): every `import('…')` on the way from
 * the composition root to a configured vendor's SDK (the adapter, then its SDK) becomes a static import,
 * so those SDKs are in the initial JavaScript and evaluated at start-up, as in an app that imports its
 * vendors up front. It exists so `npm run bench` can show what lazy loading buys; nothing else sets it.
 */
function eagerVendorSdks(configuredAdapters: ReadonlySet<string>): Plugin {
  const adapterFolder = (path: string) => /(?:^|[\\/])adapters[\\/]([^\\/]+)[\\/]/.exec(path)?.[1];
  return {
    name: 'shellkit:bench-eager-vendor-sdks',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/](adapters|composition)[\\/].*\.tsx?$/.test(id)) return null;
      const inConfiguredAdapter = configuredAdapters.has(adapterFolder(id.split(/[\\/]src[\\/]/).at(-1) ?? '') ?? '');
      const specifiers: string[] = [];
      const eager = code.replace(/\bimport\(\s*'([^']+)'\s*\)/g, (call, specifier: string) => {
        // From the entry, the composition root (it loads after the first paint otherwise); from there,
        // only the configured adapters; inside one of them, its SDK.
        const compositionRoot = /\/compose-vendors$/.test(specifier);
        if (!compositionRoot && !inConfiguredAdapter && !configuredAdapters.has(adapterFolder(specifier) ?? '')) return call;
        specifiers.push(specifier);
        return `Promise.resolve(__shellkitEager${specifiers.length - 1})`;
      });
      if (specifiers.length === 0) return null;
      const imports = specifiers.map((specifier, index) => `import * as __shellkitEager${index} from '${specifier}';`).join('\n');
      return { code: `${imports}\n${eager}`, map: null };
    },
  };
}

/** Every vendor the config switches on (its folder under src/adapters/). */
const configuredAdapters = (config: ShellConfig) =>
  new Set(Object.values(config.vendors).flatMap((port) => port.map((vendor) => vendor.id)));

export default defineConfig(({ command, mode }) => {
  // The shell config is validated here, so a bad variable fails `npm run build` (and `npm run dev`), naming it.
  // loadEnv merges .env files with process.env, process.env winning.
  const env = loadEnv(mode, process.cwd(), ['VITE_', ...SHELL_ENV_VARIABLES]);
  const result = shellConfigFromEnv(env);
  if (!result.ok) throw new Error(result.error);
  // The dev server also serves the tunnel, so it validates the server's variables as `npm start` does.
  const serverEnv = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const server = command === 'serve' ? parseServerEnv(serverEnv) : undefined;
  if (server && !server.ok) throw new Error(server.error);

  return {
    plugins: [
      // Before react(): it turns each page file into its own chunk.
      shellRoutes(),
      react(),
      preloadShellFonts(),
      // auto mode: no server picks per visitor here, so the page is the one for an unknown country (opt-in), without the rule.
      shellConfigInHtml(configForVisitor(result.config, undefined)),
      bootScript(),
      productInCatalogs(),
      // Brotli and gzip copies beside each asset, served as they are by the production server.
      compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.woff2?$/] }),
      ...(server?.ok ? [devTunnelPlugin(server.config, serverEnv)] : []),
      ...(process.env.SHELLKIT_BENCH_EAGER_SDKS === '1' ? [eagerVendorSdks(configuredAdapters(result.config))] : []),
    ],
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      target: 'es2022',
      // No polyfill for <link rel="modulepreload">: every browser the es2022 target runs on but Safari 16
      // supports it, and there a module is fetched when imported instead of ahead; 0.2 KiB less in the entry.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: { index: 'index.html', ...catalogInputs },
        // A catalog entry keeps its `messages` export, which only a page's dynamic import by URL uses (the app's entry exports nothing).
        preserveEntrySignatures: 'allow-extension',
        transform: { define: vendorBuildFlags },
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
            groups: [
              // The vendor adapters themselves (not their SDKs), fetched together right after the entry.
              {
                name: 'adapters',
                test: /[\\/]src[\\/]adapters[\\/](?!memory[\\/]|local-storage[\\/])[^\\/]+[\\/][^\\/]+\.adapter\.ts$/,
                includeDependenciesRecursively: false,
              },
              ...vendorSdkChunks.map((chunk) => ({ name: chunk.name, test: chunk.modules, includeDependenciesRecursively: false })),
            ],
          },
        },
      },
    },
  };
});
