import { tanstackRouter } from '@tanstack/router-plugin/vite';

/**
 * TanStack Router's file-based routes, as its users know them: every page is one file in src/pages/,
 * its path its file name. A product's pages sit at the top; the shell's own are its root route
 * (src/pages/__root.tsx, the layout every page sits in) and the route group src/pages/(shell)/
 * (/privacy). Each page is its own chunk. Shared by the client build and the tests, which both keep
 * src/pages/route-tree.gen.ts (committed, so a fresh clone typechecks) current; `npm run typecheck` runs the
 * same generator first (scripts/generate-route-tree.mjs). Where the pages and the tree are, and how the tree is
 * written, is tsr.config.json, which TanStack's plugin and generator both read; only the chunking is here.
 */
export const shellRoutes = () =>
  tanstackRouter({
    autoCodeSplitting: true,
    // The demo home page is every visitor's first paint: kept in the entry rather than fetched after it.
    codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined) },
  });
