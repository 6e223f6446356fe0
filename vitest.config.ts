import { defineConfig } from 'vitest/config';
import { shellRoutes } from './vite.routes.ts';

/** Tests apart from the client build: happy-dom, unit tests beside the code, server and build-level tests under tests/. */
export default defineConfig({
  // Keeps the generated route tree current, so a page file added without a build is routable in its test.
  plugins: [shellRoutes()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // A ceiling, not a measure: fast-check properties and the build a config test spawns take seconds on a
    // busy 2-core machine, and 5 s (the default) failed them there while nothing was wrong.
    testTimeout: 30_000,
    // Server tests start the built server in their hooks, and it opens its consent ledger (a database,
    // migrated) before it listens: on the same busy machine that took more than 10 s (the default).
    hookTimeout: 60_000,
  },
});
