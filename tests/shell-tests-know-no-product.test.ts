// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productText } from '../src/i18n/product-text';
import type { ProductText } from '../src/i18n/product-text';

/**
 * Issue 31 §3: the shell's tests test the shell. They learn the product around the shell from one module,
 * tests/support/test-product.ts, and from nowhere else: no shell test imports a product's file (the demo's, or
 * the test product's under tests/fixture-product/), and none that renders the shell spells the demo's brand in a
 * title or clicks the demo's nav by its label. So the demo renames its brand, relabels its nav or drops a page,
 * and every shell test stays green (src/testing/another-product.test.tsx renders the shell so).
 */

/** Where the demo product lives: its product file, its pages. */
const DEMO = { product: 'examples/demo/src/product.ts', pages: 'examples/demo/src/pages' };
/** The one door to the product under test (the demo's own tests of its own pages sit in examples/demo, not here). */
const ALLOWED = new Set(['tests/support/test-product.ts', 'tests/shell-tests-know-no-product.test.ts']);

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

const withoutExtension = (path: string) => path.replace(/\.(tsx?|mts|mjs|js)$/, '');

/** A product's own files: the demo's (product file, tracking plan, site texts, entry, pages) and the test product's. */
function isProductFile(path: string): boolean {
  if (path.startsWith('examples/') || path.startsWith('tests/fixture-product/')) return true;
  // The files the shell once held for the demo (src/product.ts, its pages beside the shell's own): a test that still
  // reached for them would be testing a product.
  if (['src/product', 'src/tracking-plan', 'src/site-texts', 'src/main'].includes(path)) return true;
  return (
    path.startsWith('src/pages/') &&
    !path.startsWith('src/pages/(shell)/') &&
    !/\/(__root|route-tree\.gen)$/.test(path) &&
    !/\.test$/.test(path)
  );
}

/** The shell's tests and their helpers: tests/ (not the test product itself), and every test and test helper beside the code. */
const shellTestFiles = [
  ...walk('tests').filter((path) => !path.startsWith('tests/fixture-product/')),
  ...walk('src').filter((path) => /\.test\.tsx?$/.test(path) || path.startsWith('src/testing/')),
  ...walk('server').filter((path) => /\.test\.ts$/.test(path)),
]
  .filter((path) => /\.(tsx?|mts|mjs)$/.test(path))
  .filter((path) => !ALLOWED.has(path));

/** The relative modules a file imports (static and dynamic imports, and re-exports), as repository paths without extension. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"](\.[^'"]+)['"]/gm)].map(
    (match) => match[1] ?? '',
  );
  return specifiers.map((specifier) => withoutExtension(normalize(join(dirname(file), specifier))));
}

const rendersTheShell = (source: string) => /renderWithShell|page\.goto|shell-page/.test(source);

describe('the shell’s tests know no product but through tests/support/test-product.ts (issue 31 §3)', () => {
  it('finds the files it checks', () => {
    expect(shellTestFiles.length).toBeGreaterThan(100);
    expect(existsSync(DEMO.product)).toBe(true);
    expect(isProductFile('examples/demo/src/pages/pricing')).toBe(true);
    expect(isProductFile('tests/fixture-product/src/product')).toBe(true);
    expect(isProductFile('src/pages/(shell)/privacy')).toBe(false);
  });

  it('no shell test imports a product’s file', () => {
    const found = shellTestFiles.flatMap((file) =>
      importsOf(file)
        .filter(isProductFile)
        .map((path) => `${file} imports ${path}`),
    );
    expect(found).toEqual([]);
  });

  it('no shell test that renders the shell spells the demo’s brand in a title or clicks the demo’s nav by its label', async () => {
    const { PRODUCT } = (await import(/* @vite-ignore */ `../${DEMO.product}`)) as {
      readonly PRODUCT: { readonly name: string; readonly nav: readonly { readonly label: ProductText }[] };
    };
    const brand = PRODUCT.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const labels = PRODUCT.nav.map((link) => productText(link.label, 'en').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const demoFacts = [new RegExp(`· ${brand}['\`]`), new RegExp(`'link', \\{ name: '(${labels.join('|')})'`)];
    const found = shellTestFiles.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      if (!rendersTheShell(source)) return [];
      return demoFacts.filter((fact) => fact.test(source)).map((fact) => `${relative('.', file)} matches ${String(fact)}`);
    });
    expect(found).toEqual([]);
  });
});
