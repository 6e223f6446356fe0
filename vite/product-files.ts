import path from 'node:path';
import type { Plugin } from 'vite';

/** Where a product's own files are, each relative to its folder (the Vite root); every one has a default. */
export interface ShellkitOptions {
  /** The product's folder; defaults to the folder Vite runs in (process.cwd()). */
  readonly root?: string;
  /** Exports `PRODUCT` (brand, description, nav, footer). Default `src/product.ts`. */
  readonly product?: string;
  /** Exports `TRACKING_PLAN` (defineTrackingPlan). Default `src/tracking-plan.ts`. */
  readonly trackingPlan?: string;
  /** Exports `SITE_TEXTS`, the site's own wording in place of the shell's. Default `src/site-texts.ts`. */
  readonly siteTexts?: string;
  /** The product's pages, one file per page (TanStack Router's file routes). Default `src/pages`. */
  readonly pages?: string;
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
    pages: at(options.pages, 'src/pages'),
    routeTree: at(options.routeTree, 'src/route-tree.gen.ts'),
  };
}

/** The virtual modules through which the shell imports the product's files (typed in src/virtual-modules.d.ts). */
export const virtualModuleFiles = (files: ProductFiles): Readonly<Record<string, string>> => ({
  'shellkit:product': files.product,
  'shellkit:tracking-plan': files.trackingPlan,
  'shellkit:site-texts': files.siteTexts,
  'shellkit:route-tree': files.routeTree,
});

/** `shellkit:product` and the rest: the shell's imports of the product's own files, resolved to them. */
export function productModules(files: ProductFiles): Plugin {
  const modules = virtualModuleFiles(files);
  return {
    name: 'shellkit:product-modules',
    enforce: 'pre',
    resolveId: (id) => modules[id] ?? null,
  };
}
