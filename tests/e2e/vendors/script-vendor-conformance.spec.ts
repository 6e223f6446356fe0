import type { Page } from '@playwright/test';
import { vendorContributions } from '../../../src/composition/vendor-contributions';
import { isOnRequestPort } from '../../../src/domain/vendor-facts';
import type { AnyVendorDescriptor } from '../../../src/ports/vendor-descriptor';
import { optionsFrom } from '../../../src/testing/conformance/vendor-variables';
import { acceptAllButton, rejectAllButton, privacyFooterLink, settled, watchPage } from '../../support/shell-page';
import { expect, test } from '../../support/e2e-fixtures';
import { HOME } from '../../support/test-product';
import { VENDOR_E2E_ENV } from '../shell-configs.mjs';
import { FULL_TAG_SET_VENDORS } from '../../support/vendor-e2e-fakes.mjs';

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

/** A server of its own: the vendors on their e2e variables, in opt-in mode (a worker's config is one per file). */
const optInWith = (vendors: readonly AnyVendorDescriptor[]) =>
  Object.assign({ VITE_CONSENT_MODE: 'opt-in' }, ...vendors.map((vendor) => VENDOR_E2E_ENV[vendor.id] as Record<string, string>)) as Record<
    string,
    string
  >;

/**
 * The script vendors that run side by side on one server (the full tag set's), and each that does not (Clarity: a
 * site runs one heatmap) on a server of its own: starting a server is most of a case's time, so one for them all.
 */
const TOGETHER = SCRIPT_VENDORS.filter((vendor) => FULL_TAG_SET_VENDORS.includes(vendor.id));
const ALONE = SCRIPT_VENDORS.filter((vendor) => !FULL_TAG_SET_VENDORS.includes(vendor.id));
const SERVERS = [TOGETHER, ...ALONE.map((vendor) => [vendor])].filter((group) => group.length > 0);

/** By each vendor's label: a failure names the vendor. */
const byLabel = <T>(vendors: readonly AnyVendorDescriptor[], value: (vendor: AnyVendorDescriptor) => T) =>
  Object.fromEntries(vendors.map((vendor) => [vendor.label, value(vendor)]));

test('every script vendor in the registry is switched on by its folder’s e2e fake, so this spec runs it', () => {
  expect(SCRIPT_VENDORS.length).toBeGreaterThan(0);
  expect(SCRIPT_VENDORS.filter((vendor) => VENDOR_E2E_ENV[vendor.id] === undefined).map((vendor) => vendor.id)).toEqual([]);
  expect(
    SERVERS.flat()
      .map(({ id }) => id)
      .sort(),
  ).toEqual(SCRIPT_VENDORS.map(({ id }) => id).sort());
});

for (const group of SERVERS) {
  const names = group.map(({ label }) => label).join(', ');
  test(`script vendors (${names}): declined, nothing of them is requested; their script hosts blocked, each logged once and the page carries on`, async ({
    page,
    serverWith,
  }) => {
    // One server for both steps: starting one is most of the test's time.
    const origin = await serverWith(optInWith(group));
    const { shellLogs, uncaught } = watchPage(page);

    await test.step('declined: nothing of them is ever requested', async () => {
      const requests = byLabel(group, (vendor) => requestsTo(page, vendor));
      await page.goto(`${origin}/`);
      await rejectAllButton(page).click();
      await page.getByRole('button', { name: HOME.trackSample }).click();
      await privacyFooterLink(page).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
      await settled(page);
      expect(requests).toEqual(byLabel(group, () => []));
      expect(shellLogs).toEqual([]);
    });

    await test.step('their script hosts blocked, as an ad blocker does: each logged once, and the page carries on', async () => {
      // A first visit again: the decision above forgotten.
      await page.evaluate(() => localStorage.clear());
      await page.context().clearCookies();
      const blocked = byLabel(group, () => [] as string[]);
      const scriptHosts = group.map((vendor) => [vendor.label, onHostsOf(vendor, ['scriptSrc'])] as const);
      // One route for all: two vendors that share a host (GA4 and Google Ads) both see its requests.
      await page.route(
        (url) => scriptHosts.some(([, isOn]) => isOn(url)),
        async (route) => {
          const url = new URL(route.request().url());
          for (const [label, isOn] of scriptHosts) if (isOn(url)) blocked[label]?.push(url.href);
          await route.abort('blockedbyclient');
        },
      );
      await page.goto(`${origin}/`);
      await acceptAllButton(page).click();
      await page.getByRole('button', { name: HOME.trackSample }).click();
      // The console line goes on with the error the load failed with.
      const loggedOnce = byLabel(group, () => 1);
      const logged = () =>
        byLabel(
          group,
          (vendor) =>
            shellLogs.filter((line) => line.startsWith(`[shellkit] ${vendor.label} could not be loaded; the shell carries on without it.`))
              .length,
        );
      await expect.poll(logged).toEqual(loggedOnce);
      await privacyFooterLink(page).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
      await settled(page);
      expect(logged()).toEqual(loggedOnce);
      expect(shellLogs).toHaveLength(group.length);
      // Each vendor's own script was asked for, and refused (hosts two vendors share count for both).
      expect(byLabel(group, (vendor) => (blocked[vendor.label]?.length ?? 0) > 0)).toEqual(byLabel(group, () => true));
      expect(uncaught).toEqual([]);
    });
  });
}
