// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 31: the shell is a package and a product is its consumer. The shell's code (src/, server/, vite/) reaches a
 * product's files only through the `shellkit:*` modules that `shellkit/vite` resolves, never by a path: not into
 * examples/, not to a product file the shell once held (src/product.ts, src/tracking-plan.ts, src/site-texts.ts, a
 * generated route tree).
 */
const SHELL_FOLDERS = ['src', 'server', 'vite'];
/** The product's own files, where the shell once held them, and any generated route tree (it is the product's pages). */
const PRODUCT_FILE = /^src\/(product|tracking-plan|site-texts)(\.tsx?)?$|route-tree\.gen(\.ts)?$/;
const IMPORT = /\b(?:from\s*|import\s*\(\s*|import\s+|vi\.mock\(\s*|require\(\s*)['"]([^'"]+)['"]/g;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) ? [file] : [];
  });

/** Where the shell's own code imports a product's file, as "file → import". */
export function productImportsIn(files: readonly { path: string; source: string }[]): string[] {
  return files.flatMap(({ path: file, source }) =>
    [...source.matchAll(IMPORT)].flatMap(([, specifier = '']) => {
      if (!specifier.startsWith('.')) return [];
      const target = path
        .relative('.', path.resolve(path.dirname(file), specifier))
        .split(path.sep)
        .join('/');
      // Outside the repository, or in examples/: a product's folder.
      const inAProduct = target.startsWith('../') || target.startsWith('examples/');
      return inAProduct || PRODUCT_FILE.test(target) ? [`${file} → ${specifier}`] : [];
    }),
  );
}

describe('the shell package and the product', () => {
  it('no file under src/, server/ or vite/ imports from examples/ or a product file: only the shellkit:* modules', () => {
    const files = SHELL_FOLDERS.flatMap(filesUnder).map((file) => ({ path: file, source: readFileSync(file, 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(productImportsIn(files)).toEqual([]);
  });

  it('would catch one: a shell file importing the demo, or the product file the shell used to hold', () => {
    expect(
      productImportsIn([
        { path: 'src/ui/shell/x.tsx', source: "import { PRODUCT } from '../../../examples/demo/src/product';" },
        { path: 'src/ui/hooks/x.ts', source: "import { TRACKING_PLAN } from '../../tracking-plan';" },
        { path: 'src/composition/x.ts', source: "const tree = import('../pages/route-tree.gen');" },
        {
          path: 'src/ui/shell/y.tsx',
          source: "import { PRODUCT } from 'shellkit:product';\nimport type { TrackingPlan } from '../../domain/tracking-plan';",
        },
      ]),
    ).toEqual([
      'src/ui/shell/x.tsx → ../../../examples/demo/src/product',
      'src/ui/hooks/x.ts → ../../tracking-plan',
      'src/composition/x.ts → ../pages/route-tree.gen',
    ]);
  });
});
