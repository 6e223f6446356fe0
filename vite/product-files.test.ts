// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { productFiles, productModules } from './product-files';

const resolve = (plugin: ReturnType<typeof productModules>, id: string) =>
  (plugin.resolveId as (id: string) => string | null).call(undefined, id);
const load = (plugin: ReturnType<typeof productModules>, id: string) => (plugin.load as (id: string) => string | null).call(undefined, id);

/** A product's folder with the given files in it (each an empty module but its path). */
const dirs: string[] = [];
function productWith(files: Readonly<Record<string, string>>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'shellkit-product-'));
  dirs.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** What a `shellkit:*` module exports, as Vite would load it: the product's file's path, or the default's exports. */
async function exportsOf(plugin: ReturnType<typeof productModules>, id: string): Promise<Record<string, unknown> | string> {
  const resolved = resolve(plugin, id);
  if (resolved === null) throw new Error(`${id} did not resolve`);
  const code = load(plugin, resolved);
  if (code === null) return resolved;
  return (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;
}

describe("shellkit/vite's product modules", () => {
  it("resolve each shellkit:* name to the product's own file, by default under its src/", () => {
    const shop = productWith({
      'src/product.ts': '',
      'src/tracking-plan.ts': '',
      'src/site-texts.ts': '',
      'src/vendors.ts': '',
      'src/pages/__root.tsx': '',
    });
    const plugin = productModules(productFiles({ root: shop }));
    expect(resolve(plugin, 'shellkit:product')).toBe(path.join(shop, 'src/product.ts'));
    expect(resolve(plugin, 'shellkit:tracking-plan')).toBe(path.join(shop, 'src/tracking-plan.ts'));
    expect(resolve(plugin, 'shellkit:site-texts')).toBe(path.join(shop, 'src/site-texts.ts'));
    expect(resolve(plugin, 'shellkit:vendors')).toBe(path.join(shop, 'src/vendors.ts'));
    expect(resolve(plugin, 'shellkit:route-tree')).toBe(path.join(shop, 'src/route-tree.gen.ts'));
    expect(resolve(plugin, 'shellkit:product-root')).toBe(path.join(shop, 'src/pages/__root.tsx'));
  });

  it("give a product without a tracking plan, site texts, product file or root route of its own the shell's defaults", async () => {
    const shop = productWith({ 'package.json': JSON.stringify({ name: 'workbench' }) });
    const plugin = productModules(productFiles({ root: shop }));
    // An empty plan, which the shell reads as open: any event, any properties (src/domain/planned-event-check.ts).
    expect(await exportsOf(plugin, 'shellkit:tracking-plan')).toEqual(expect.objectContaining({ TRACKING_PLAN: {} }));
    expect(await exportsOf(plugin, 'shellkit:site-texts')).toEqual(expect.objectContaining({ SITE_TEXTS: {} }));
    // No vendor of its own: the shell's registry alone.
    expect(await exportsOf(plugin, 'shellkit:vendors')).toEqual(expect.objectContaining({ VENDORS: [] }));
    expect(await exportsOf(plugin, 'shellkit:product')).toEqual(
      expect.objectContaining({ PRODUCT: { name: 'workbench', description: '', nav: [], footer: [] } }),
    );
    expect(await exportsOf(plugin, 'shellkit:product-root')).toEqual(expect.objectContaining({ Route: undefined }));
    // The route tree has no default: the router's generator writes it.
    expect(resolve(plugin, 'shellkit:route-tree')).toBe(path.join(shop, 'src/route-tree.gen.ts'));
  });

  it('take a product that keeps its files elsewhere, and leave every other import to Vite', () => {
    const shop = productWith({ 'app/brand.ts': '', 'app/vendors.ts': '' });
    const plugin = productModules(
      productFiles({ root: shop, product: 'app/brand.ts', vendors: 'app/vendors.ts', routeTree: 'app/routes.gen.ts' }),
    );
    expect(resolve(plugin, 'shellkit:product')).toBe(path.join(shop, 'app/brand.ts'));
    expect(resolve(plugin, 'shellkit:vendors')).toBe(path.join(shop, 'app/vendors.ts'));
    expect(resolve(plugin, 'shellkit:route-tree')).toBe(path.join(shop, 'app/routes.gen.ts'));
    expect(resolve(plugin, 'shellkit:unknown')).toBeNull();
    expect(resolve(plugin, 'react')).toBeNull();
  });
});
