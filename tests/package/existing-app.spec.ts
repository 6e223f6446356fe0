// The second consumer, proved from the packed tarball (issue 31 §5): examples/existing-app, copied outside
// the workspace, installed shellkit from `npm pack`'s tarball and was built there by
// tests/package/tarball-e2e.mjs, which runs this spec with SHELLKIT_EXISTING_APP_DIR set. The app is
// started as its README says (`npm start`, on PORT), with the Meta pixel and Sentry switched on by their
// variables, and driven in Chromium as a visitor would. Vendor SDKs are real; only their network is faked:
// the Meta pixel's host by Playwright routes, Sentry's ingest by a fake on 127.0.0.1 behind the app's /monitoring.
import { spawn } from 'node:child_process';
import { test as base, expect, type Request } from '@playwright/test';
import { SERVER_BASE_ENV, VENDOR_E2E_ENV } from '../e2e/shell-configs.mjs';
import { blockOffMachineRequests, watchCspViolations } from '../support/e2e-fixtures';
import { startFakeSentry, type FakeSentry } from '../support/fake-sentry.mjs';
import { installFakeVendors, pixelEvents, type FakeVendors } from '../support/fake-vendor-routes';
import { freePort } from '../support/free-port.mjs';
import { ledgerEnvFor } from '../support/ledger-env.mjs';
import { BANNER_BODY, acceptButton, appTookOver, banner, recorded, storedConsent, trackRequests } from '../support/shell-page';

/** The app's own words, from its own files (examples/existing-app/src): its home page and its catalog's button and event. */
const APP = {
  homeHeading: 'Get started',
  catalogHeading: 'Catalog',
  catalogButton: 'Add to basket',
  event: { name: 'Item Added', properties: { item: 'Workbench Lamp' } },
} as const;

/** The app's variables: the Meta pixel and Sentry, each with its e2e value (ids of no real account). */
const APP_ENV = { ...VENDOR_E2E_ENV['meta-pixel'], ...VENDOR_E2E_ENV.sentry };

// What a developer's shell may export that would change the app under test; npm's own variables too,
// so the app's `npm start` is the app's, not a nested run of the repository's.
const CONFIG_VARIABLE = /^(VITE_|SENTRY_|CONSENT_|DATABASE_URL$|PORT$|HOST$|TRUST_PROXY$|SHUTDOWN_TIMEOUT_MS$|npm_)/i;
const cleanEnv = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !CONFIG_VARIABLE.test(name)));

interface RunningApp {
  readonly origin: string;
  readonly sentry: FakeSentry;
}

/**
 * Runs the app's `npm start` (in a process group of its own, so stopping it stops the server npm
 * started) on a free port, and resolves once it serves its home page. A start that fails, or hangs past
 * the backstop, rejects with what the server wrote to stderr.
 */
async function startApp(appDir: string, env: Record<string, string>, timeoutMs = 60_000) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const ledger = ledgerEnvFor(env);
  const child = spawn('npm', ['start'], {
    cwd: appDir,
    detached: true,
    env: { ...cleanEnv(), ...ledger.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stdout.resume();
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(ledger.cleanup);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    process.kill(-child.pid, 'SIGTERM');
    const force = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 5000);
    await exited;
    clearTimeout(force);
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app's npm start exited (${child.exitCode}) before serving ${origin}/:\n${stderr}`);
    const answer = await fetch(`${origin}/`).catch(() => undefined);
    if (answer?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The app did not serve ${origin}/ within ${timeoutMs} ms:\n${stderr || '(it wrote nothing to stderr)'}`);
    }
    // A poll of the port, not a wait for time to pass: the server's answer ends it.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, stop, stderr: () => stderr };
}

const test = base.extend<{ vendors: FakeVendors; offMachine: string[]; cspViolations: string[] }, { appDir: string; app: RunningApp }>({
  /** The installed and built copy of the app: tarball-e2e.mjs says where. */
  appDir: [process.env.SHELLKIT_EXISTING_APP_DIR ?? '', { option: true, scope: 'worker' }],
  app: [
    async ({ appDir }, use) => {
      if (!appDir) throw new Error('SHELLKIT_EXISTING_APP_DIR is not set: this spec runs from node tests/package/tarball-e2e.mjs.');
      const sentry = await startFakeSentry();
      const app = await startApp(appDir, { ...SERVER_BASE_ENV, ...APP_ENV, SENTRY_INGEST_URL: sentry.origin });
      await use({ origin: app.origin, sentry });
      await app.stop();
      await sentry.close();
    },
    // Above startApp's backstop, so a server that hangs fails with its stderr, not a bare timeout.
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ app }, use) => use(app.origin),
  cspViolations: [
    async ({ page }, use) => {
      const violations = watchCspViolations(page);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  offMachine: [
    async ({ page }, use) => {
      trackRequests(page);
      const offMachine = await blockOffMachineRequests(page);
      await use(offMachine);
      expect(offMachine, 'requests that left the machine').toEqual([]);
    },
    { auto: true },
  ],
  // After offMachine, so the fake network's routes take precedence over its catch-all.
  vendors: [
    async ({ page, offMachine }, use) => {
      void offMachine;
      await use(await installFakeVendors(page));
    },
    { auto: true },
  ],
});

const isPost = (pathname: string) => (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === pathname;

test.describe('examples/existing-app, installed from the tarball, built and started with its own npm start', () => {
  test('its own home page wears the banner with SPEC’s words; "I Understand" hides it, stores cookieAccepted and is recorded in the ledger', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: APP.homeHeading })).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: 'We Use Cookies' })).toBeVisible();
    expect((await banner(page).locator('p').innerText()).replace(/\s+/g, ' ').trim()).toBe(BANNER_BODY);
    await expect(banner(page).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');

    const recordAnswered = page.waitForResponse((response) => isPost('/consent/records')(response.request()));
    await acceptButton(page).click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => storedConsent(page)).toBe('true');
    expect((await recordAnswered).status()).toBe(201);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: APP.homeHeading })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('the shell’s /privacy is there, and the banner links to it', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('link', { name: 'privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  });

  test('page views and the catalog button’s track() reach the analytics fake, and the event reaches the Meta pixel', async ({
    page,
    vendors,
  }) => {
    await page.goto('/');
    await acceptButton(page).click();
    await expect.poll(async () => (await recorded(page)).pageViews.length).toBe(1);

    await page.getByRole('link', { name: APP.catalogHeading, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: APP.catalogHeading })).toBeVisible();
    await expect.poll(async () => (await recorded(page)).pageViews.length).toBe(2);
    await page.getByRole('button', { name: APP.catalogButton }).click();

    await expect
      .poll(async () => (await recorded(page)).events)
      .toEqual([{ name: APP.event.name, properties: { ...APP.event.properties, currentPage: '/catalog' } }]);
    const { pageViews } = await recorded(page);
    expect(pageViews.map((view) => view.path)).toEqual(['/', '/catalog']);
    await expect
      .poll(() => pixelEvents(vendors).map(({ name, properties }) => ({ name, properties })))
      .toEqual([{ name: APP.event.name, properties: { ...APP.event.properties, currentPage: '/catalog' } }]);
  });

  test('an uncaught error reaches Sentry through the app’s own /monitoring', async ({ page, app }) => {
    const message = `existing-app error ${Date.now()}`;
    await page.goto('/');
    await acceptButton(page).click();
    // The shell catches uncaught errors from the moment the app starts (its first page view): an error thrown while
    // the page is still the server's HTML is the page's own.
    await appTookOver(page);
    const tunnelled = page.waitForRequest((request) => isPost('/monitoring')(request) && (request.postData() ?? '').includes(message));
    await page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text);
      });
    }, message);
    const envelope = await tunnelled;
    expect((await envelope.response())?.status()).toBe(200);
    expect(app.sentry.received.filter((entry) => /^\/api\/\d+\/envelope\/$/.test(entry.url) && entry.body.includes(message))).toHaveLength(
      1,
    );
  });
});
