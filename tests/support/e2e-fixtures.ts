import { test as base, expect, type Page } from '@playwright/test';
import { startFakeSentry, type FakeSentry } from './fake-sentry.mjs';
import { startShellServer } from './shell-server.mjs';
import { CONFIGS, SERVER_BASE_ENV, type ShellEnv } from '../e2e/shell-configs.mjs';
import { e2eServerScript } from './build-snapshot';
import { trackRequests } from './shell-page';
import { installFakeVendors, type FakeVendors } from './fake-vendor-routes';

/** The production server a worker runs its tests against, with the fake Sentry its tunnel forwards to. */
export interface ShellServer {
  readonly origin: string;
  /** The config's variables (tests/e2e/shell-configs.mjs), as the server was started with them. */
  readonly env: ShellEnv;
  readonly sentry: FakeSentry;
  /** What the server wrote to stderr so far (its JSON log lines). */
  stderr(): string;
}

/** A second tab of the same browser context (same localStorage, so `storage` events pass between the two). */
export interface OtherTab {
  readonly page: Page;
  /** What each vendor host received from this tab. */
  readonly vendors: FakeVendors;
}

interface WorkerFixtures {
  /** The config the worker's server runs: `test.use({ shellEnv: CONFIGS.optin })`. The in-memory default otherwise. */
  shellEnv: ShellEnv;
  shellServer: ShellServer;
}

interface TestFixtures {
  cspViolations: string[];
  offMachineRequests: string[];
  vendors: FakeVendors;
  otherTab: OtherTab;
  /** The worker's fake Sentry, emptied before the test. */
  sentry: FakeSentry;
  /**
   * Starts one more production server of the same build, with another config, for this test only
   * (its tunnel forwards to the worker's fake Sentry); resolves with its origin. For a test that
   * compares configs: a worker's own config is chosen with `test.use` at the top of a file.
   */
  serverWith: (env: ShellEnv) => Promise<string>;
}

/** Collects the Content-Security-Policy violations the page reports on its console. */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

/** Aborts (and collects) every request the page makes to anything but the local server. Later routes take precedence. */
export async function blockOffMachineRequests(page: Page): Promise<string[]> {
  const offMachine: string[] = [];
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:',
    async (route) => {
      offMachine.push(route.request().url());
      await route.abort('blockedbyclient');
    },
  );
  return offMachine;
}

/**
 * The end-to-end test. Each worker starts the production server of the one build with its
 * config's variables (plus its own fake Sentry) on a free port, and `baseURL` points there; a
 * worker-scoped option, so Playwright starts a new worker when a spec asks for another config.
 *
 * Every test fails if the page tries to reach anything but the local server and the fake vendor
 * hosts (answered on the machine by tests/support/fake-vendors.mjs), or if the server's
 * Content-Security-Policy blocked anything; the CSP is the config's, so on the in-memory config a
 * request to any vendor host is a violation.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  shellEnv: [CONFIGS.memory, { option: true, scope: 'worker' }],
  shellServer: [
    async ({ shellEnv }, use) => {
      const sentry = await startFakeSentry();
      const server = await startShellServer(
        { ...SERVER_BASE_ENV, ...shellEnv, SENTRY_INGEST_URL: sentry.origin },
        { script: e2eServerScript() },
      );
      await use({ origin: server.origin, env: shellEnv, sentry, stderr: server.stderr });
      await server.stop();
      await sentry.close();
    },
    // Above startShellServer's own backstop (50 s), so a server that hangs fails with its stderr, not a bare timeout.
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ shellServer }, use) => {
    await use(shellServer.origin);
  },
  sentry: async ({ shellServer }, use) => {
    shellServer.sentry.clear();
    await use(shellServer.sentry);
  },
  serverWith: async ({ shellServer }, use) => {
    const started: { stop(): Promise<void> }[] = [];
    await use(async (env) => {
      const server = await startShellServer(
        { ...SERVER_BASE_ENV, ...env, SENTRY_INGEST_URL: shellServer.sentry.origin },
        { script: e2eServerScript() },
      );
      started.push(server);
      return server.origin;
    });
    await Promise.all(started.map((server) => server.stop()));
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations = watchCspViolations(page);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  offMachineRequests: [
    async ({ page }, use) => {
      // Every request from the page's first, for settled().
      trackRequests(page);
      const offMachine = await blockOffMachineRequests(page);
      await use(offMachine);
      expect(offMachine, 'requests that left the machine').toEqual([]);
    },
    { auto: true },
  ],
  // Depends on offMachineRequests so these routes are registered later and take precedence over its catch-all.
  vendors: [
    async ({ page, offMachineRequests }, use) => {
      void offMachineRequests;
      await use(await installFakeVendors(page));
    },
    { auto: true },
  ],
  // Opened on demand, after the first tab, and held to the same rules: nothing off the machine, no CSP violation.
  otherTab: async ({ context, vendors }, use) => {
    void vendors;
    const page = await context.newPage();
    trackRequests(page);
    const cspViolations = watchCspViolations(page);
    const offMachine = await blockOffMachineRequests(page);
    await use({ page, vendors: await installFakeVendors(page) });
    expect(offMachine, 'requests that left the machine from the other tab').toEqual([]);
    expect(cspViolations, 'Content-Security-Policy violations in the other tab').toEqual([]);
  },
});

export { expect };
export { CONFIGS };
