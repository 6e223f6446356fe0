import { defineConfig, devices } from '@playwright/test';
import { readFileSync } from 'node:fs';

const port = Number(process.env.E2E_PORT ?? 4173);
const fakeSentryPort = Number(process.env.E2E_SENTRY_PORT ?? 4174);
const vendorsPort = Number(process.env.E2E_VENDORS_PORT ?? 4175);
const vendorsSentryPort = Number(process.env.E2E_VENDORS_SENTRY_PORT ?? 4176);
const alternatesPort = Number(process.env.E2E_ALTERNATES_PORT ?? 4177);
const optinPort = Number(process.env.E2E_OPTIN_PORT ?? 4178);
const posthogPort = Number(process.env.E2E_POSTHOG_PORT ?? 4179);

/** The DSN the end-to-end servers allow through their tunnel; its envelopes land on a fake Sentry. */
export const E2E_SENTRY_DSN = 'https://e2ekey@o123.ingest.us.sentry.io/456';

/** The vendor config of each variant build (scripts/build-e2e-variants.mjs builds them into .e2e-builds/). */
export const E2E_VARIANTS = JSON.parse(readFileSync(new URL('./tests/e2e/variants.json', import.meta.url), 'utf8')) as Record<
  'vendors' | 'alternates' | 'optin' | 'posthog',
  Record<string, string>
>;

const fakeSentry = (listenOn: number) => ({
  command: 'node tests/e2e/fake-sentry.mjs',
  url: `http://127.0.0.1:${listenOn}/__received`,
  env: { FAKE_SENTRY_PORT: String(listenOn) },
  reuseExistingServer: !process.env.CI,
  timeout: 10_000,
});

const shellServer = (script: string, listenOn: number, sentryPort: number, env: Record<string, string> = {}) => ({
  command: `node ${script}`,
  url: `http://127.0.0.1:${listenOn}/healthz`,
  env: {
    VITE_SENTRY_DSN: E2E_SENTRY_DSN,
    ...env,
    PORT: String(listenOn),
    HOST: '127.0.0.1',
    SENTRY_INGEST_URL: `http://127.0.0.1:${sentryPort}`,
  },
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
});

/**
 * End-to-end tests drive production builds served by the production server, in Debian's Chromium
 * (Playwright's own browser download does not work on these machines). Five builds: the default
 * on in-memory adapters, one with Segment, the Meta pixel, Hotjar and Sentry, the same in opt-in
 * consent mode, one with the alternates (Clarity, and a pixel the page brings itself), and one with
 * PostHog for analytics (docs/adding-an-adapter.md). Each vendor-build server has its own
 * fake Sentry, so one project's envelopes never land in another's assertions.
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
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The machine's network is closed: background fetches would only fail noisily.
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'memory', testIgnore: ['vendors/**', 'alternates/**', 'optin/**', 'posthog/**'], use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: 'vendors', testMatch: 'vendors/**/*.spec.ts', use: { baseURL: `http://127.0.0.1:${vendorsPort}` } },
    { name: 'alternates', testMatch: 'alternates/**/*.spec.ts', use: { baseURL: `http://127.0.0.1:${alternatesPort}` } },
    { name: 'optin', testMatch: 'optin/**/*.spec.ts', use: { baseURL: `http://127.0.0.1:${optinPort}` } },
    { name: 'posthog', testMatch: 'posthog/**/*.spec.ts', use: { baseURL: `http://127.0.0.1:${posthogPort}` } },
  ],
  webServer: [
    fakeSentry(fakeSentryPort),
    fakeSentry(vendorsSentryPort),
    shellServer('dist/server/main.js', port, fakeSentryPort),
    shellServer('.e2e-builds/vendors/server/main.js', vendorsPort, vendorsSentryPort, E2E_VARIANTS.vendors),
    shellServer('.e2e-builds/alternates/server/main.js', alternatesPort, fakeSentryPort, E2E_VARIANTS.alternates),
    shellServer('.e2e-builds/optin/server/main.js', optinPort, vendorsSentryPort, E2E_VARIANTS.optin),
    shellServer('.e2e-builds/posthog/server/main.js', posthogPort, fakeSentryPort, E2E_VARIANTS.posthog),
  ],
});
