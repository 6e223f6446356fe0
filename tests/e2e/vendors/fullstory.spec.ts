import { fullstory } from '../../../src/adapters/fullstory/fullstory.vendor';
import { acceptAllButton, preferences, privacyFooterLink, purposeSwitch, settled } from '../../support/shell-page';
import { expect, test } from '../../support/e2e-fixtures';
import { vendorTag } from '../../support/fake-vendor-routes';
import { withdraw } from '../../support/withdraw-consent';
import { e2eVariable, VENDOR_E2E_ENV } from '../shell-configs.mjs';
import { HOME } from '../../support/test-product';

const ORG_ID = e2eVariable(fullstory.id, 'VITE_FULLSTORY_ORG_ID');

// Opt-in mode, so Session recording is asked for. fs.js is answered by its folder's e2e fake
// (fullstory.e2e-fake.mjs), which reports the settings it found and each FS operation it receives.
test.use({ shellEnv: { ...VENDOR_E2E_ENV[fullstory.id], VITE_CONSENT_MODE: 'opt-in' } });

const SETTINGS = ['settings', { org: ORG_ID, host: 'fullstory.com', captureOnStartup: false }];

test.describe("Fullstory, told in its own API: _fs_capture_on_startup = false, FS('start'), FS('shutdown'), FS('restart')", () => {
  test('nothing of it before Session recording is granted; then fs.js once, capture off at startup, and FS("start")', async ({
    page,
    vendors,
  }) => {
    const tag = vendorTag(vendors, fullstory.id);
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    expect(tag.scriptRequests()).toBe(0);

    await acceptAllButton(page).click();
    await expect.poll(() => tag.calls()).toEqual([SETTINGS, ['start']]);
    // A client-side navigation starts nothing again: Fullstory follows the page itself.
    await privacyFooterLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await settled(page);
    expect(tag.calls()).toEqual([SETTINGS, ['start']]);
    expect(tag.scriptRequests()).toBe(1);
  });

  test('Session recording withdrawn: FS("shutdown"), with no reload; given again in the same page: FS("restart")', async ({
    page,
    vendors,
  }) => {
    const tag = vendorTag(vendors, fullstory.id);
    await page.goto('/');
    await acceptAllButton(page).click();
    await expect.poll(() => tag.calls()).toEqual([SETTINGS, ['start']]);
    await privacyFooterLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    // A mark on this page's window: a reload would take it away.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await withdraw(page, ['Session recording']);
    await expect.poll(() => tag.calls()).toEqual([SETTINGS, ['start'], ['shutdown']]);

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await purposeSwitch(page, 'Session recording').check();
    await preferences(page).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => tag.calls()).toEqual([SETTINGS, ['start'], ['shutdown'], ['restart']]);

    await settled(page);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(tag.scriptRequests()).toBe(1);
  });
});
