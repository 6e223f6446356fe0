import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const fakeSentryPort = Number(process.env.E2E_SENTRY_PORT ?? 4174);

/** The DSN the end-to-end server allows through its tunnel; its envelopes land on the fake Sentry. */
export const E2E_SENTRY_DSN = 'https://e2ekey@o123.ingest.us.sentry.io/456';

/**
 * End-to-end tests drive the production build (`npm run build`) served by the production server,
 * in Debian's Chromium: Playwright's own browser download does not work on these machines.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  ...(process.env.CI ? { workers: 2 } : {}),
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The machine's network is closed: background fetches would only fail noisily.
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      command: 'node tests/e2e/fake-sentry.mjs',
      url: `http://127.0.0.1:${fakeSentryPort}/__received`,
      env: { FAKE_SENTRY_PORT: String(fakeSentryPort) },
      reuseExistingServer: !process.env.CI,
      timeout: 10_000,
    },
    {
      command: 'node dist/server/main.js',
      url: `http://127.0.0.1:${port}/healthz`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        VITE_SENTRY_DSN: E2E_SENTRY_DSN,
        SENTRY_INGEST_URL: `http://127.0.0.1:${fakeSentryPort}`,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
