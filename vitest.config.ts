import { defineConfig } from 'vitest/config';

/** Tests apart from the client build: happy-dom, unit tests beside the code, server and build-level tests under tests/. */
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
  },
});
