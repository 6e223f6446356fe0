import type { Page } from '@playwright/test';
import { SHELL_STORED_ITEMS } from '../../../src/domain/shell-stored-items';
import type { VendorChoice } from '../../../src/domain/shell-config';
import { acceptButton, brandLink, privacyFooterLink } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { allVendorHits } from '../../support/fake-vendor-routes';
import { withdraw } from '../../support/withdraw-consent';
import { declaredBy, deviceKeys, fakeScriptsThatStore } from './device-storage';
import { HOME, TITLED_PAGE } from '../../support/test-product';

/**
 * Issue 25 §3: the storage scan. Every cookie and key found on the device must be declared, by the
 * shell or by a descriptor of a vendor that is on (the declarations the page's own config carries),
 * and a refusal must leave none of a refused purpose, then send nothing more to its vendors.
 */

test.use({ shellEnv: CONFIGS.vendors });

/** How long the page is watched after "Reject all" for any request to a refused vendor (queued beacons and retries included). */
const QUIET_WINDOW_MS = 10_000;

/** The vendors the page runs, with their declarations, as its config block says. */
async function vendorsOnPage(page: Page): Promise<VendorChoice[]> {
  const config = await page.evaluate(() => document.getElementById('shellkit-config')?.textContent ?? '{}');
  return Object.values((JSON.parse(config) as { vendors: Record<string, VendorChoice[]> }).vendors).flat();
}

test.describe('the storage scan (issue 25): everything on the device is declared, and a refusal takes it away', () => {
  test('accept all, three pages and events: every key is declared; "Reject all": within 1 s none of a refused purpose remains, and for 10 s nothing is sent to its vendors', async ({
    page,
    vendors,
    sentry,
  }) => {
    // The 10 s of watching come on top of the visit.
    test.setTimeout(180_000);
    const scripts = await fakeScriptsThatStore(page, CONFIGS.vendors.VITE_HOTJAR_SITE_ID);
    await page.goto('/?fbclid=e2eScan');
    await acceptButton(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await page.getByRole('button', { name: HOME.trackLead }).click();
    await privacyFooterLink(page).click();
    await page.goto(TITLED_PAGE.path);
    await page.getByRole('main').getByRole('button', { name: TITLED_PAGE.choiceButton }).first().click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __hotjarRan?: unknown }).__hotjarRan)).toBeTruthy();
    await expect.poll(async () => (await deviceKeys(page)).length).toBeGreaterThan(SHELL_STORED_ITEMS.length);

    const onPage = await vendorsOnPage(page);
    const declared = [...SHELL_STORED_ITEMS, ...onPage.flatMap((vendor) => vendor.storage)];
    const found = await deviceKeys(page);
    expect(
      found.filter((key) => !declaredBy(declared, key)),
      'keys no descriptor declares',
    ).toEqual([]);
    // The scan saw the vendors' keys, not only the shell's.
    expect(found.filter((key) => !declaredBy(SHELL_STORED_ITEMS, key))).not.toEqual([]);

    await privacyFooterLink(page).click();
    const reloaded = page.waitForEvent('load');
    await withdraw(page, 'all');
    await reloaded;
    const refused = declared.filter((item) => !SHELL_STORED_ITEMS.includes(item));
    await expect.poll(async () => (await deviceKeys(page)).filter((key) => declaredBy(refused, key))).toEqual([]);

    const heard = () => ({
      vendorHits: allVendorHits(vendors).length,
      scripts: scripts.requests.length,
      replays: sentry.received.filter((request) => request.body.toString('utf8').includes('"type":"replay_event"')).length,
    });
    const atRefusal = heard();
    await brandLink(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    const start = Date.now();
    await expect
      .poll(
        () => {
          expect(heard()).toEqual(atRefusal);
          return Date.now() - start;
        },
        { timeout: QUIET_WINDOW_MS + 5000, intervals: [250] },
      )
      .toBeGreaterThanOrEqual(QUIET_WINDOW_MS);
  });
});
