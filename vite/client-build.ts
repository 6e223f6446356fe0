import { existsSync } from 'node:fs';
import { build, runnerImport, type Plugin } from 'vite';
import { CATALOG_FILES } from '../server/pages/catalog-files';
import { bootScriptElement } from '../src/domain/page-document';
import type { ShellConfig } from '../src/domain/shell-config';
import { SHIPPED_LANGUAGES, SOURCE_LANGUAGE } from '../src/i18n/catalogs';
import { productInLanguage } from '../src/i18n/product-text';
import type { AnyVendorDescriptor } from '../src/ports/vendor-descriptor';
import type { Product } from '../src/product-types';
import { defaultProduct } from './product-files';
import { shellFile } from './shell-root';

/**
 * Preloads the shell's fonts so they are usually there for the first paint: they are declared with
 * font-display: optional (src/ui/shell/shell.css), so a font that comes late is not used at all on
 * that page rather than swapped in under text already painted from HTML.
 */
export function preloadShellFonts(): Plugin {
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
export function bootScript({ eager = false }: { readonly eager?: boolean } = {}): Plugin {
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
        const bootCode = await (code ??= inlineScriptCode(shellFile('src/boot/boot.entry.ts')));
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
        // Its own chunk, off the entry, except in the bench's eager variant (eagerVendorSdks), which puts it in the entry.
        if (!composition && !eager) throw new Error('Shellkit: the build has no chunk of src/composition/hosts/browser-composition.ts.');
        const element = bootScriptElement(bootCode, {
          entry,
          preloads,
          ...(catalog ? { catalog } : {}),
          ...(composition ? { composition: `/${composition.fileName}` } : {}),
        });
        const withoutScripts = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
        // A function replacer: `$&` or `$$` in minified code must be inserted as written.
        return withoutScripts.replace('</head>', () => `    ${element}\n  </head>`);
      },
    },
  };
}

/** A module of a vendor's folder (src/adapters/<vendor>/), whose name a chunk must not carry. */
export const ADAPTER_MODULE = /[\\/]src[\\/]adapters[\\/]/;

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

/**
 * Each language's catalog module also exports the product's brand and links in that language, `product`
 * (src/i18n/page-language.ts): the entry holds no product text, each page fetches its own language's with its catalog.
 * The product's file is read once per build through Vite's module runner (it is TypeScript, in the product's folder);
 * a product without one has the default (vite/product-files.ts).
 */
export function productInCatalogs(productFile: string, root: string): Plugin {
  let product: Promise<Product> | undefined;
  return {
    name: 'shellkit:product-in-catalogs',
    async transform(code, id) {
      const language = CATALOG_MODULE.exec(id)?.[1];
      if (language === undefined) return null;
      product ??= existsSync(productFile)
        ? runnerImport<{ PRODUCT: Product }>(productFile, { configFile: false, root, logLevel: 'error' }).then(
            ({ module }) => module.PRODUCT,
          )
        : Promise.resolve(defaultProduct(root));
      // Appended: no line before it moves, so the module's source map stays as it is.
      return { code: `${code}\nexport const product = ${JSON.stringify(productInLanguage(await product, language))};\n`, map: null };
    },
  };
}

/**
 * Every catalog is an entry of the client build, beside index.html: a module of its own, with its
 * `messages` export kept, that a page imports by the URL its HTML names (src/i18n/page-language.ts).
 */
export const catalogInputs = Object.fromEntries(SHIPPED_LANGUAGES.map((code) => [code, shellFile(`src/i18n/messages/${code}.ts`)]));

type Facts = Pick<AnyVendorDescriptor, 'loading'>;
const sdksOf = (vendors: readonly Facts[]) => vendors.flatMap((vendor) => (vendor.loading.kind === 'sdk' ? [vendor.loading] : []));
/** Each vendor SDK in its own lazy chunk, from the vendors' descriptors (the shell's, and a product's own beside them). */
export const vendorSdkChunksOf = (vendors: readonly Facts[]) => sdksOf(vendors).flatMap((sdk) => sdk.chunks);
/** The SDKs' own compile-time flags, from the vendors' descriptors. */
export const vendorBuildFlagsOf = (vendors: readonly Facts[]) =>
  Object.assign({}, ...sdksOf(vendors).map((sdk) => sdk.buildFlags ?? {})) as Record<string, string>;

/**
 * Bench only (`SHELLKIT_BENCH_EAGER_SDKS=1`, set by scripts/bench): every `import('…')` on the way from
 * the composition root to a configured vendor's SDK (the adapter, then its SDK) becomes a static import,
 * so those SDKs are in the initial JavaScript and evaluated at start-up, as in an app that imports its
 * vendors up front. It exists so `npm run bench` can show what lazy loading buys; nothing else sets it.
 */
export function eagerVendorSdks(configured: () => ReadonlySet<string>): Plugin {
  const adapterFolder = (path: string) => /(?:^|[\\/])adapters[\\/]([^\\/]+)[\\/]/.exec(path)?.[1];
  return {
    name: 'shellkit:bench-eager-vendor-sdks',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const configuredAdapters = configured();
      if (!/[\\/]src[\\/](adapters|composition)[\\/].*\.tsx?$/.test(id)) return null;
      const inConfiguredAdapter = configuredAdapters.has(adapterFolder(id.split(/[\\/]src[\\/]/).at(-1) ?? '') ?? '');
      const specifiers: string[] = [];
      const eager = code.replace(/\bimport\(\s*'([^']+)'\s*\)/g, (call, specifier: string) => {
        // From the entry, the composition root, the browser's and the vendors' (each loads after the first paint
        // otherwise); from there, only the configured adapters; inside one of them, its SDK.
        const compositionRoot = /\/(compose-vendors|hosts\/browser-composition)$/.test(specifier);
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
export const configuredAdapters = (config: ShellConfig | undefined) =>
  new Set(Object.values(config?.vendors ?? {}).flatMap((port) => port.map((vendor) => vendor.id)));
