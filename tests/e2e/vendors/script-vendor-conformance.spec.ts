import type { Page } from '@playwright/test';
import { vendorContributions } from '../../../src/composition/vendor-contributions';
import { isOnRequestPort } from '../../../src/domain/vendor-facts';
import type { AnyVendorDescriptor } from '../../../src/ports/vendor-descriptor';
import { optionsFrom } from '../../../src/testing/conformance/vendor-variables';
import { acceptAllButton, rejectAllButton, privacyFooterLink, settled, watchPage } from '../../support/shell-page';
import { expect, test } from '../../support/e2e-fixtures';
import { HOME } from '../../support/test-product';
import { VENDOR_E2E_ENV } from '../shell-configs.mjs';

/**
 * The cases every vendor that loads its own script shares (issue 34 §3), for each such vendor of the
 * registry, on its e2e variables in opt-in mode: declined, nothing of it is ever requested; its script
 * hosts blocked as an ad blocker does, the shell logs one line naming it and the page carries on.
 * The hosts are the descriptor's own CSP origins, so a new script vendor is covered here by its
 * registry line and its folder's e2e fake, and its own spec keeps only what is its own.
 */
// A chat vendor loads only on the visitor's click, never on consent: tests/e2e/chat/chat-launcher.spec.ts has its cases.
const SCRIPT_VENDORS = vendorContributions().switchable.filter(
  (vendor) => vendor.loading.kind === 'script' && !isOnRequestPort(vendor.port),
);

/** A CSP source (`https://*.hotjar.com`, `wss://…`) as a test of a URL's host. */
function hostMatcher(source: string): (url: URL) => boolean {
  const host = new URL(source.replace('*.', 'wildcard.')).hostname;
  if (!source.includes('*.')) return (url) => url.hostname === host;
  const suffix = host.slice('wildcard'.length);
  return (url) => url.hostname.endsWith(suffix);
}

/** Whether a URL is on one of the hosts the vendor's CSP opens, in the directives named. */
function onHostsOf(vendor: AnyVendorDescriptor, directives: readonly ('scriptSrc' | 'imgSrc' | 'fontSrc' | 'connectSrc')[]) {
  const env = VENDOR_E2E_ENV[vendor.id] as Record<string, string>;
  const origins = vendor.origins(optionsFrom(vendor, env));
  const matchers = directives.flatMap((directive) => origins[directive] ?? []).map(hostMatcher);
  return (url: URL) => matchers.some((matches) => matches(url));
}

/** Every request the page makes to the vendor's hosts (any of its CSP directives). */
function requestsTo(page: Page, vendor: AnyVendorDescriptor): string[] {
  const isVendors = onHostsOf(vendor, ['scriptSrc', 'imgSrc', 'fontSrc', 'connectSrc']);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (isVendors(new URL(request.url()))) requests.push(request.url());
  });
  return requests;
}

/** A server of its own per test: the vendor alone on its e2e variables, in opt-in mode (a worker's config is one per file). */
const optInWith = (vendor: AnyVendorDescriptor) => ({
  ...(VENDOR_E2E_ENV[vendor.id] as Record<string, string>),
  VITE_CONSENT_MODE: 'opt-in',
});

test('every script vendor in the registry is switched on by its folder’s e2e fake, so this spec runs it', () => {
  expect(SCRIPT_VENDORS.length).toBeGreaterThan(0);
  expect(SCRIPT_VENDORS.filter((vendor) => VENDOR_E2E_ENV[vendor.id] === undefined).map((vendor) => vendor.id)).toEqual([]);
});

for (const vendor of SCRIPT_VENDORS) {
  test(`${vendor.label}, a script vendor: declined, nothing of it is requested; its script hosts blocked, logged once and the page carries on`, async ({
    page,
    serverWith,
  }) => {
    // One server for both steps: starting one is most of the test's time.
    const origin = await serverWith(optInWith(vendor));
    const { shellLogs, uncaught } = watchPage(page);

    await test.step('declined: nothing of it is ever requested', async () => {
      const requests = requestsTo(page, vendor);
      await page.goto(`${origin}/`);
      await rejectAllButton(page).click();
      await page.getByRole('button', { name: HOME.trackSample }).click();
      await privacyFooterLink(page).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
      await settled(page);
      expect(requests).toEqual([]);
      expect(shellLogs).toEqual([]);
    });

    await test.step('its script hosts blocked, as an ad blocker does: logged once, and the page carries on', async () => {
      // A first visit again: the decision above forgotten.
      await page.evaluate(() => localStorage.clear());
      await page.context().clearCookies();
      const blocked: string[] = [];
      await page.route(onHostsOf(vendor, ['scriptSrc']), async (route) => {
        blocked.push(route.request().url());
        await route.abort('blockedbyclient');
      });
      await page.goto(`${origin}/`);
      await acceptAllButton(page).click();
      await page.getByRole('button', { name: HOME.trackSample }).click();
      // The console line goes on with the error the load failed with.
      const logged = `[shellkit] ${vendor.label} could not be loaded; the shell carries on without it.`;
      await expect.poll(() => shellLogs.filter((line) => line.startsWith(logged))).toHaveLength(1);
      expect(blocked.length).toBeGreaterThan(0);
      await privacyFooterLink(page).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
      await settled(page);
      expect(shellLogs).toHaveLength(1);
      expect(uncaught).toEqual([]);
    });
  });
}
