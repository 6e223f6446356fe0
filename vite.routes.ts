import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { physical, rootRoute, route } from '@tanstack/virtual-file-routes';

/**
 * TanStack Router's file-based routes: a product's page is one file in src/pages/ (its path is its
 * file name), while the shell's own routes (the layout every page sits in, /privacy, not found)
 * stay in src/ui/routes/. Each page is its own chunk. Shared by the client build and the tests,
 * which both keep src/composition/route-tree.gen.ts (committed, so a fresh clone typechecks) current.
 */
export const shellRoutes = () =>
  tanstackRouter({
    target: 'react',
    routesDirectory: './src',
    virtualRouteConfig: rootRoute('ui/routes/root.tsx', [route('/privacy', 'ui/routes/privacy.tsx'), physical('', 'pages')]),
    generatedRouteTree: './src/composition/route-tree.gen.ts',
    autoCodeSplitting: true,
    // The demo home page is every visitor's first paint: kept in the entry rather than fetched after it.
    codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined) },
    semicolons: true,
    quoteStyle: 'single',
    // A page's test sits beside it and is no route.
    routeFileIgnorePattern: '\\.test\\.tsx?$',
  });
