import type { Page } from '@playwright/test';
import { matomo } from '../../../src/adapters/matomo/matomo.vendor';
import { acceptAllButton, brandLink, privacyFooterLink, settled } from '../../support/shell-page';
import { expect, test } from '../../support/e2e-fixtures';
import { vendorTag } from '../../support/fake-vendor-routes';
import { withdraw } from '../../support/withdraw-consent';
import { e2eVariable, VENDOR_E2E_ENV } from '../shell-configs.mjs';
import { HOME } from '../../support/test-product';

const MATOMO_URL = e2eVariable(matomo.id, 'VITE_MATOMO_URL');
const SITE_ID = e2eVariable(matomo.id, 'VITE_MATOMO_SITE_ID');

// Opt-in mode: Matomo loads only once analytics is granted, and is told consent in its own API.
test.use({ shellEnv: { ...VENDOR_E2E_ENV[matomo.id], VITE_CONSENT_MODE: 'opt-in' } });

// Its e2e values and its tracker's answer are its folder's e2e fake's (matomo.e2e-fake.mjs), read as `vendorTag(vendors, 'matomo')`:
// every command matomo.js received from `_paq`, in the order it ran them (setup and consent first, as Matomo does). Like Matomo,
// the fake sets `_pk_id` and `_pk_ses` only for tracking done with consent given, and forgetConsentGiven deletes them.

/** Matomo's cookies on the device. */
const matomoCookies = async (page: Page): Promise<string[]> =>
  (await page.context().cookies())
    .map(({ name }) => name)
    .filter((name) => name.startsWith('_pk_'))
    .sort();

test.describe('Matomo, matomo.js answered locally', () => {
  test('requireConsent, then setConsentGiven before any tracking; the held page view and event; a withdrawal is forgetConsentGiven, with no reload, and nothing more is sent', async ({
    page,
    vendors,
  }) => {
    const tag = vendorTag(vendors, matomo.id);
    await page.goto('/');
    const home = new URL('/', page.url()).href;
    const title = await page.title();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    expect(tag.scriptRequests()).toBe(0);
    expect(await matomoCookies(page)).toEqual([]);

    await acceptAllButton(page).click();
    await expect.poll(() => tag.calls().length).toBe(9);
    expect(tag.calls()).toEqual([
      ['requireConsent'],
      ['setTrackerUrl', `${MATOMO_URL}/matomo.php`],
      ['setSiteId', SITE_ID],
      ['setConsentGiven'],
      ['setCustomUrl', home],
      ['setDocumentTitle', title],
      ['trackPageView'],
      // The event made before the choice was held, and is sent after the page view; it names no category, label or value.
      ['setCustomUrl', home],
      ['trackEvent', 'Events', 'Sample Event'],
    ]);
    await expect.poll(() => matomoCookies(page)).toEqual([`_pk_id.${SITE_ID}.e2e0`, `_pk_ses.${SITE_ID}.e2e0`]);

    await privacyFooterLink(page).click();
    await expect.poll(() => tag.calls().length).toBe(12);
    expect(tag.calls().slice(9)).toEqual([
      ['setCustomUrl', new URL('/privacy', home).href],
      ['setDocumentTitle', expect.any(String)],
      ['trackPageView'],
    ]);

    // Matomo is told in its own API: no reload (this page's marker survives), and it deletes its cookies.
    await page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));
    await withdraw(page, ['Analytics']);
    await expect.poll(() => tag.calls().length).toBe(13);
    expect(tag.calls()[12]).toEqual(['forgetConsentGiven']);
    await expect.poll(() => matomoCookies(page)).toEqual([]);
    await brandLink(page).click();
    await expect(page.getByRole('button', { name: HOME.trackSample })).toBeVisible();
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    expect(tag.calls()).toHaveLength(13);
    expect(tag.scriptRequests()).toBe(1);
  });
});
