import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive the one production build of the product in tests/support/product-build.mjs (`npm run build`
 * first; the run serves a copy of its dist/ taken when it starts) in Debian's Chromium
 * (Playwright's own browser download does not work on these machines). There are no servers here:
 * each worker starts its `dist/server/main.js` with the config its specs ask for
 * (`test.use({ shellEnv: CONFIGS.optin })`, presets in tests/e2e/shell-configs.mjs) on a free port,
 * beside its own fake Sentry, and stops them when it is done (tests/support/e2e-fixtures.ts). So adding
 * a vendor or a config changes nothing in this file or in scripts/run-all-tests.mjs.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // A copy of the product's dist/ for the run, so a rebuild meanwhile cannot change the build under test.
  globalSetup: './tests/support/build-snapshot.ts',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Backstops for a test that is stuck, not measures: the machines are shared 2-core ones, often at load 10 to 30, where
  // a page that loads in 1 s when quiet took 10, and Playwright's defaults (30 s a test, 5 s an expect) failed tests
  // that were right (stop 38's CI; two GA4 consent specs at load 30). A waiting step waits for its event; these only
  // end one that never comes.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  // The machines are shared: two workers at most, whatever the core count says.
  workers: 2,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The machine's network is closed: background fetches would only fail noisily.
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
