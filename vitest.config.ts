import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { productFiles, productModules } from './vite/product-files.ts';
import { shellRoutes } from './vite/routes.ts';

/**
 * The product the shell's own tests render: its pages, product file, tracking plan and texts stand behind the
 * `shellkit:*` modules here. The one place that names it (tsconfig.json includes its src/ for the types it registers).
 */
export const TEST_PRODUCT_DIR = path.resolve('tests/fixture-product');

const testProduct = productFiles({ root: TEST_PRODUCT_DIR });

/** Tests apart from the client build: happy-dom, unit tests beside the code, server and build-level tests under tests/. */
export default defineConfig({
  // Keeps the test product's route tree current, so a page file added without a build is routable in its test.
  plugins: [productModules(testProduct), shellRoutes(testProduct)],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/**/*.test.ts', 'vite/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // A ceiling, not a measure: fast-check properties and the build a config test spawns take seconds on a
    // busy 2-core machine, and 5 s (the default) failed them there while nothing was wrong. Above the 50 s backstop of a
    // server a test starts itself (tests/support/shell-server.mjs), so a server that hangs fails with its stderr: at
    // load 30 a first start took 27 s, and 30 s here failed the shutdown tests of a server that was right.
    testTimeout: 60_000,
    // Server tests start the built server in their hooks, and it opens its consent ledger (a database,
    // migrated) before it listens: on the same busy machine that took more than 10 s (the default).
    hookTimeout: 90_000,
  },
});
