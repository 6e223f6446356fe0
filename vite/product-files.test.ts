// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productFiles, productModules } from './product-files';

const resolve = (plugin: ReturnType<typeof productModules>, id: string) =>
  (plugin.resolveId as (id: string) => string | null).call(undefined, id);

describe("shellkit/vite's product modules", () => {
  it("resolve each shellkit:* name to the product's own file, by default under its src/", () => {
    const plugin = productModules(productFiles({ root: '/work/shop' }));
    expect(resolve(plugin, 'shellkit:product')).toBe(path.resolve('/work/shop/src/product.ts'));
    expect(resolve(plugin, 'shellkit:tracking-plan')).toBe(path.resolve('/work/shop/src/tracking-plan.ts'));
    expect(resolve(plugin, 'shellkit:site-texts')).toBe(path.resolve('/work/shop/src/site-texts.ts'));
    expect(resolve(plugin, 'shellkit:route-tree')).toBe(path.resolve('/work/shop/src/route-tree.gen.ts'));
  });

  it('take a product that keeps its files elsewhere, and leave every other import to Vite', () => {
    const plugin = productModules(productFiles({ root: '/work/shop', product: 'app/brand.ts', routeTree: 'app/routes.gen.ts' }));
    expect(resolve(plugin, 'shellkit:product')).toBe(path.resolve('/work/shop/app/brand.ts'));
    expect(resolve(plugin, 'shellkit:route-tree')).toBe(path.resolve('/work/shop/app/routes.gen.ts'));
    expect(resolve(plugin, 'shellkit:unknown')).toBeNull();
    expect(resolve(plugin, 'react')).toBeNull();
  });
});
