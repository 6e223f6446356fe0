import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where a product's own files are, each relative to its folder (the Vite root); every one has a default. */
export interface ShellkitOptions {
  /** The product's folder; defaults to the folder Vite runs in (process.cwd()). */
  readonly root?: string;
  /**
   * Exports `PRODUCT` (brand, description, nav, footer). Default `src/product.ts`; without it, the brand is the name in
   * the product's package.json, with no description and no links of its own (its own root route keeps its nav).
   */
  readonly product?: string;
  /** Exports `TRACKING_PLAN` (defineTrackingPlan). Default `src/tracking-plan.ts`; without it, an open plan: any event, any properties. */
  readonly trackingPlan?: string;
  /** Exports `SITE_TEXTS`, the site's own wording in place of the shell's. Default `src/site-texts.ts`; without it, the shell's words. */
  readonly siteTexts?: string;
  /** The product's pages, one file per page (TanStack Router's file routes). Default `src/pages`. */
  readonly pages?: string;
  /**
   * Exports `VENDORS`, the product's own vendors (each made with `defineVendor` from `shellkit/vendors`), contributed
   * beside the shell's: the config, the CSP, the privacy page, the inspector and the chunking derive from them as from
   * a built-in vendor's (docs/product/own-vendor.md). Default `src/vendors.ts`; without it, the shell's vendors only.
   */
  readonly vendors?: string;
  /** The route tree the router's generator writes (the shell's root route and /privacy, the product's pages). Default `src/route-tree.gen.ts`. */
  readonly routeTree?: string;
  /**
   * `vite build` also builds the Node server (dist/server), prerenders the pages into dist/client and builds the
   * /monitoring tunnel as a Cloudflare Worker (dist/edge). Default true.
   */
  readonly server?: boolean;
}

export interface ProductFiles {
  readonly root: string;
  readonly product: string;
  readonly trackingPlan: string;
  readonly siteTexts: string;
  readonly vendors: string;
  readonly pages: string;
  readonly routeTree: string;
}

export function productFiles(options: ShellkitOptions = {}): ProductFiles {
  const root = path.resolve(options.root ?? process.cwd());
  const at = (file: string | undefined, fallback: string) => path.resolve(root, file ?? fallback);
  return {
    root,
    product: at(options.product, 'src/product.ts'),
    trackingPlan: at(options.trackingPlan, 'src/tracking-plan.ts'),
    siteTexts: at(options.siteTexts, 'src/site-texts.ts'),
    vendors: at(options.vendors, 'src/vendors.ts'),
    pages: at(options.pages, 'src/pages'),
    routeTree: at(options.routeTree, 'src/route-tree.gen.ts'),
  };
}

/** The virtual modules through which the shell imports the product's files (typed in src/virtual-modules.d.ts). */
export const virtualModuleFiles = (files: ProductFiles): Readonly<Record<string, string>> => ({
  'shellkit:product': files.product,
  'shellkit:tracking-plan': files.trackingPlan,
  'shellkit:site-texts': files.siteTexts,
  'shellkit:vendors': files.vendors,
  'shellkit:route-tree': files.routeTree,
  'shellkit:product-root': path.join(files.pages, '__root.tsx'),
});

/** The product as the shell shows it when the product has no file of its own: its package's name, no links. */
export function defaultProduct(root: string): { name: string; description: string; nav: []; footer: [] } {
  const manifest = path.join(root, 'package.json');
  const name = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name : undefined;
  return { name: name ?? path.basename(root), description: '', nav: [], footer: [] };
}

/**
 * What a `shellkit:*` module is when the product has no such file: the shell's defaults. An empty tracking plan is an
 * open one (src/domain/planned-event-check.ts): `track()` takes any event with any properties. No site texts: the
 * shell's words. No vendors of its own: the shell's. No root route of the product's: the shell's layout holds its pages directly.
 */
const defaultModules = (files: ProductFiles): Readonly<Record<string, string>> => ({
  'shellkit:product': `export const PRODUCT = ${JSON.stringify(defaultProduct(files.root))};\n`,
  'shellkit:tracking-plan': 'export const TRACKING_PLAN = {};\n',
  'shellkit:site-texts': 'export const SITE_TEXTS = {};\n',
  'shellkit:vendors': 'export const VENDORS = [];\n',
  'shellkit:product-root': 'export const Route = undefined;\n',
});

const DEFAULT_PREFIX = '\0shellkit-default:';

/**
 * `shellkit:product` and the rest: the shell's imports of the product's own files, resolved to them, or, for a file the
 * product does not have (all but its route tree are optional), to the shell's default.
 */
export function productModules(files: ProductFiles): Plugin {
  const modules = virtualModuleFiles(files);
  const defaults = defaultModules(files);
  return {
    name: 'shellkit:product-modules',
    enforce: 'pre',
    resolveId(id) {
      const file = modules[id];
      if (file === undefined) return null;
      return id in defaults && !existsSync(file) ? DEFAULT_PREFIX + id : file;
    },
    load: (id) => (id.startsWith(DEFAULT_PREFIX) ? (defaults[id.slice(DEFAULT_PREFIX.length)] ?? null) : null),
  };
}
