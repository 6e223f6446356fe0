import { productFiles } from './product-files';
import { generateRouteTree } from './routes';

/**
 * `shellkit-routes [product folder]`: writes the product's route tree (src/route-tree.gen.ts) from its pages, as
 * `vite build` and `vite` do, so the product's typecheck knows a page added since. A product runs it before `tsc`.
 */
await generateRouteTree(productFiles({ root: process.argv[2] ?? process.cwd() }));
