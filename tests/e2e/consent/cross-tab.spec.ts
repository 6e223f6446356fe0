import type { Page } from '@playwright/test';
import {
  acceptAllButton,
  banner,
  rejectAllButton,
  preferences,
  purposeSwitch,
  settled,
  watchConsentGovernedRequests,
} from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { allVendorHits, pixelBeacons, segmentMessages } from '../../support/fake-vendor-routes';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.optin });

/** Marks the document, so a reload (which would lose the mark) can be told from a live update. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test.describe('opt-in mode: a decision in one tab applies to the others at once', () => {
  test("accepting in one tab hides the other tab's banner and starts its vendors, with no reload", async ({ page, otherTab }) => {
    await page.goto('/');
    await otherTab.page.goto('/privacy');
    await expect(banner(page)).toBeVisible();
    await expect(banner(otherTab.page)).toBeVisible();
    await markDocument(otherTab.page);
    expect(otherTab.vendors.hits['segment-settings']).toEqual([]);

    await acceptAllButton(page).click();
    await expect(banner(otherTab.page)).toHaveCount(0);
    await expect.poll(() => otherTab.vendors.hits['segment-settings'].length).toBe(1);
    // The other tab's held page view goes out from there, for the page it is on.
    await expect
      .poll(() => segmentMessages(otherTab.vendors, 'page').map((body) => (body.properties as { path?: string }).path))
      .toEqual(['/privacy']);
    await expect(otherTab.page.getByTestId('cookie-choice')).toHaveText('You have accepted cookies.');
    expect(await stillSameDocument(otherTab.page)).toBe(true);
  });

  test("declining in one tab hides the other tab's banner and keeps its vendors off, with no reload", async ({ page, otherTab }) => {
    await page.goto('/');
    const governed = watchConsentGovernedRequests(otherTab.page);
    await otherTab.page.goto('/');
    await expect(banner(otherTab.page)).toBeVisible();
    await markDocument(otherTab.page);
    await otherTab.page.getByRole('button', { name: HOME.trackSample }).click();

    await rejectAllButton(page).click();
    await expect(banner(otherTab.page)).toHaveCount(0);
    await otherTab.page.getByRole('button', { name: HOME.trackLead }).click();
    await otherTab.page.getByRole('link', { name: 'Tab A' }).click();
    await settled(otherTab.page);
    expect(governed).toEqual([]);
    expect(allVendorHits(otherTab.vendors)).toEqual([]);
    expect(await stillSameDocument(otherTab.page)).toBe(true);
  });

  test("withdrawing consent in one tab stops the other tab's vendors at once", async ({ page, otherTab }) => {
    await page.goto('/privacy');
    await acceptAllButton(page).click();
    await otherTab.page.goto('/');
    await expect(banner(otherTab.page)).toHaveCount(0);
    await otherTab.page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => segmentMessages(otherTab.vendors, 'track').length).toBe(1);
    // The heatmap starts last, when the page is idle: wait for it, so the withdrawal finds every vendor running.
    await expect.poll(() => otherTab.vendors.hits.hotjar.length).toBe(1);
    await markDocument(otherTab.page);

    // Hotjar runs in the other tab and nothing in a page stops it: that tab reloads once (issue 25).
    const otherTabReloaded = otherTab.page.waitForEvent('load');
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await preferences(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(page.getByTestId('cookie-choice')).toHaveText('You have declined cookies.');
    await otherTabReloaded;
    const hitsAtWithdrawal = allVendorHits(otherTab.vendors).length;
    await otherTab.page.getByRole('button', { name: HOME.trackSample }).click();
    await otherTab.page.getByRole('link', { name: 'Tab B' }).click();
    await settled(otherTab.page);
    // Nothing but the withdrawal itself, told to the pixel in its own terms (fbq('consent', 'revoke')).
    const toldRevoke = (hit: string) =>
      hit.startsWith('meta-beacon ') && new URL(hit.slice('meta-beacon '.length)).searchParams.get('command') === 'consent';
    expect(
      allVendorHits(otherTab.vendors)
        .slice(hitsAtWithdrawal)
        .filter((hit) => !toldRevoke(hit)),
    ).toEqual([]);
    await expect(banner(otherTab.page)).toHaveCount(0);
    expect(await stillSameDocument(otherTab.page)).toBe(false);
  });

  test('a choice per purpose in one tab applies in the other: only the granted vendor starts there, with no reload', async ({
    page,
    otherTab,
  }) => {
    await page.goto('/');
    await otherTab.page.goto('/');
    await expect(banner(otherTab.page)).toBeVisible();
    await markDocument(otherTab.page);
    await otherTab.page.getByRole('button', { name: HOME.trackSample }).click();

    await banner(page).getByRole('button', { name: 'Choose cookies' }).click();
    await purposeSwitch(page, 'Analytics').check();
    await preferences(page).getByRole('button', { name: 'Save' }).click();

    await expect(banner(otherTab.page)).toHaveCount(0);
    await expect.poll(() => segmentMessages(otherTab.vendors, 'track').length).toBe(1);
    await settled(otherTab.page);
    expect(pixelBeacons(otherTab.vendors)).toEqual([]);
    expect(otherTab.vendors.hits.hotjar).toEqual([]);
    expect(await stillSameDocument(otherTab.page)).toBe(true);
  });
});
