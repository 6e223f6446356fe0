import { defineConfig, devices } from '@playwright/test';

/**
 * The tarball's end-to-end run (tests/package/tarball-e2e.mjs): one spec, against a copy of
 * examples/existing-app outside the workspace that installed shellkit from `npm pack`'s tarball and
 * was built there (SHELLKIT_EXISTING_APP_DIR). The spec's fixture starts that app with its own
 * `npm start`; nothing here builds or serves the shell's demo.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'existing-app.spec.ts',
  forbidOnly: true,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  outputDir: '../../test-results/package',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
