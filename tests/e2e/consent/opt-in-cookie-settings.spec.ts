import type { Page } from '@playwright/test';
import {
  acceptAllButton,
  banner,
  brandLink,
  rejectAllButton,
  preferences,
  privacyFooterLink,
  purposeSwitch,
  settled,
  storedConsent,
  watchConsentGovernedRequests,
} from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { allVendorHits, pixelBeacons, pixelEvents, segmentMessages } from '../../support/fake-vendor-routes';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.optin });

const choice = (page: Page) => page.getByTestId('cookie-choice');

test.describe("opt-in mode: changing one's mind on the privacy page", () => {
  test('"Cookie settings" opens the preferences view at the choice made, naming each purpose\'s services, and says what was chosen', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await expect(choice(page)).toHaveText('You have not made a choice about cookies yet.');
    await acceptAllButton(page).click();
    await expect(choice(page)).toHaveText('You have accepted cookies.');
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(preferences(page)).toBeFocused();
    for (const name of ['Analytics', 'Advertising', 'Session recording'] as const) await expect(purposeSwitch(page, name)).toBeChecked();
    await expect(purposeSwitch(page, 'Analytics')).toHaveAccessibleDescription(/Used by: Segment\.$/);
    await expect(purposeSwitch(page, 'Advertising')).toHaveAccessibleDescription(/Used by: Meta pixel\.$/);
    await expect(purposeSwitch(page, 'Session recording')).toHaveAccessibleDescription(/Used by: Hotjar and Sentry \(session replay\)\.$/);
    await preferences(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeFocused();
  });

  test('withdrawing consent stops the vendors from that moment, and a reload keeps them off', async ({ page, vendors }) => {
    await page.goto('/');
    await acceptAllButton(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => segmentMessages(vendors, 'track').length).toBe(1);
    await expect.poll(() => pixelEvents(vendors).length).toBe(1);
    await privacyFooterLink(page).click();
    await expect.poll(() => segmentMessages(vendors, 'page').length).toBe(2);

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await preferences(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(preferences(page)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    await expect(choice(page)).toHaveText('You have declined cookies.');
    expect(await storedConsent(page)).toBe('false');
    // The last thing the pixel hears: that consent is revoked (the fake fbevents.js reports it as a beacon).
    await expect.poll(() => pixelBeacons(vendors).at(-1)).toMatchObject({ command: 'consent', name: 'revoke' });
    const hitsAtWithdrawal = allVendorHits(vendors).length;

    await brandLink(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await page.getByRole('button', { name: HOME.trackLead }).click();
    await settled(page);
    expect(segmentMessages(vendors)).toHaveLength(3);
    expect(allVendorHits(vendors).slice(hitsAtWithdrawal)).toEqual([]);

    const governed = watchConsentGovernedRequests(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: HOME.heading })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    expect(governed).toEqual([]);
    expect(allVendorHits(vendors).slice(hitsAtWithdrawal)).toEqual([]);
  });

  test('accepting after a decline starts the vendors at once and sends the page the visitor is on', async ({ page, vendors }) => {
    await page.goto('/');
    await rejectAllButton(page).click();
    await privacyFooterLink(page).click();
    await expect(choice(page)).toHaveText('You have declined cookies.');
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await preferences(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(preferences(page)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBe('true');
    await expect
      .poll(() => segmentMessages(vendors, 'page').map((body) => (body.properties as { path?: string }).path))
      .toEqual(['/privacy']);
    await expect.poll(() => vendors.hits['meta-script'].length).toBe(1);
  });
});
