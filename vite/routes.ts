import path from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { physical, rootRoute, route } from '@tanstack/virtual-file-routes';
import type { Plugin } from 'vite';
import type { ProductFiles } from './product-files';
import { shellFile } from './shell-root';

/**
 * TanStack Router's file routes, as its users know them: every page of the product is one file in its src/pages/, its
 * path its file name. The shell's own pages come from the package through a virtual route config: its root route
 * (src/pages/__root.tsx, the layout every page sits in) and /privacy (src/pages/(shell)/privacy.tsx); the product's
 * pages directory is mounted under that root. The routes directory is the product's src/ (the pages' parent), so the
 * generator reads the pages folder alone. A root route the product keeps in its pages folder (`__root.tsx`, as an app
 * made with TanStack Router has) is not a page: the shell's layout renders its component around the pages
 * (`shellkit:product-root`). The route tree registers itself with the shell's types (its footer), as TanStack's
 * generator registers it with the router's, so the product declares nothing.
 */
function routerConfig(files: ProductFiles) {
  const routesDirectory = path.dirname(files.pages);
  const relative = (file: string) => path.relative(routesDirectory, file).split(path.sep).join('/');
  return {
    target: 'react' as const,
    routesDirectory,
    generatedRouteTree: files.routeTree,
    semicolons: true,
    quoteStyle: 'single' as const,
    routeFileIgnorePattern: '\\.test\\.tsx?$|^__root\\.tsx?$',
    routeTreeFileFooter: ["declare module 'shellkit' {", '  interface Register {', '    routeTree: typeof routeTree;', '  }', '}'],
    virtualRouteConfig: rootRoute(relative(shellFile('src/pages/__root.tsx')), [
      route('/privacy', relative(shellFile('src/pages/(shell)/privacy.tsx'))),
      physical('', relative(files.pages)),
    ]),
  };
}

/** The router's Vite plugin: writes the route tree as pages change, and makes each page its own chunk. */
export const shellRoutes = (files: ProductFiles): Plugin =>
  tanstackRouter({
    ...routerConfig(files),
    autoCodeSplitting: true,
    // The home page is every visitor's first paint: kept in the entry rather than fetched after it.
    codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined) },
  }) as Plugin;

/** Writes the product's route tree once, as the build does: `npm run typecheck` runs it first, so a page just added typechecks. */
export async function generateRouteTree(files: ProductFiles): Promise<void> {
  const config = getConfig({ ...routerConfig(files), disableLogging: true }, files.root);
  await new Generator({ config, root: files.root }).run();
}
