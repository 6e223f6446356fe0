import type { Page } from '@playwright/test';
import {
  acceptAllButton,
  banner,
  brandLink,
  clarityCalls,
  rejectAllButton,
  privacyFooterLink,
  settled,
  storeDecision,
} from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { allVendorHits, pixelBeacons, segmentMessages, type FakeVendors } from '../../support/fake-vendor-routes';
import { withdraw } from '../../support/withdraw-consent';
import { HOME } from '../../support/test-product';

// Opt-in mode with Segment, the Meta pixel (loaded by the shell) and Clarity: each vendor is told
// the visitor's choice in its own terms, and the tests read it as the vendor received it.
test.use({ shellEnv: CONFIGS.consentSignals });

const pixelId = CONFIGS.consentSignals.VITE_META_PIXEL_ID;
const ALL = { necessary: true, analytics: true, marketing: true, experience: true };

/** Segment's consent object on each message its API received, in order. */
const categoryPreferences = (vendors: FakeVendors) =>
  segmentMessages(vendors).map(
    (body) => (body.context as { consent?: { categoryPreferences?: unknown } } | undefined)?.consent?.categoryPreferences,
  );

/** Clarity's consentv2 calls, as its tag received them. */
const clarityConsent = async (page: Page) =>
  (await clarityCalls(page)).filter(([command]) => command === 'consentv2').map(([, consent]) => consent);

const pixelCommands = (vendors: FakeVendors) => pixelBeacons(vendors).map(({ command, name }) => `${command ?? ''} ${name ?? ''}`);

/**
 * Accepts everything, sends a Lead, and goes to the privacy page once every vendor has been told
 * and has received it; returns how many Segment messages there were by then.
 */
async function acceptEverythingThenOpenPrivacy(page: Page, vendors: FakeVendors): Promise<number> {
  await page.goto('/');
  await acceptAllButton(page).click();
  await page.getByRole('button', { name: HOME.trackLead }).click();
  await expect.poll(() => pixelCommands(vendors)).toEqual(['consent grant', `init ${pixelId}`, 'track Lead']);
  await expect.poll(() => clarityConsent(page)).toHaveLength(1);
  await privacyFooterLink(page).click();
  await expect.poll(() => segmentMessages(vendors, 'page').length).toBe(2);
  return segmentMessages(vendors).length;
}

test.describe('opt-in mode: each vendor told the visitor’s choice in its own terms', () => {
  test('"Accept all": Segment’s events carry every category true, the pixel is granted before init, Clarity gets consentv2 granted', async ({
    page,
    vendors,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await acceptAllButton(page).click();
    await page.getByRole('button', { name: HOME.trackLead }).click();

    await expect.poll(() => segmentMessages(vendors).length).toBe(3);
    expect(categoryPreferences(vendors)).toEqual([ALL, ALL, ALL]);
    await expect.poll(() => pixelCommands(vendors)).toEqual(['consent grant', `init ${pixelId}`, 'trackCustom Sample Event', 'track Lead']);
    await expect.poll(() => clarityConsent(page)).toEqual([{ ad_Storage: 'granted', analytics_Storage: 'granted' }]);
  });

  test('"Reject all": no vendor is loaded or told anything', async ({ page, vendors }) => {
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await rejectAllButton(page).click();
    await page.getByRole('button', { name: HOME.trackLead }).click();
    await settled(page);
    expect(allVendorHits(vendors)).toEqual([]);
    expect(await clarityCalls(page)).toEqual([]);
  });

  test('withdrawn through "Cookie settings": the pixel is revoked after its events, Clarity is stopped by one reload, Segment gets nothing more', async ({
    page,
    vendors,
  }) => {
    const segmentAtWithdrawal = await acceptEverythingThenOpenPrivacy(page, vendors);
    const clarityTags = vendors.hits.clarity.length;

    // Denied, Clarity would record on without cookies: it is told, then the page reloads once to stop it (issue 25).
    const reloaded = page.waitForEvent('load');
    await withdraw(page, 'all');
    await reloaded;
    await expect(banner(page)).toHaveCount(0);

    await expect.poll(() => pixelCommands(vendors)).toEqual(['consent grant', `init ${pixelId}`, 'track Lead', 'consent revoke']);
    expect(await clarityCalls(page)).toEqual([]);
    expect(vendors.hits.clarity).toHaveLength(clarityTags);
    await brandLink(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    expect(segmentMessages(vendors)).toHaveLength(segmentAtWithdrawal);
    expect(pixelCommands(vendors).at(-1)).toBe('consent revoke');
  });

  test('marketing withdrawn while analytics stays: the next Segment events say marketing false, the pixel is revoked, Clarity gets ad_Storage denied', async ({
    page,
    vendors,
  }) => {
    const before = await acceptEverythingThenOpenPrivacy(page, vendors);

    await withdraw(page, ['Advertising']);
    await expect.poll(() => pixelCommands(vendors).at(-1)).toBe('consent revoke');
    await expect
      .poll(() => clarityConsent(page))
      .toEqual([
        { ad_Storage: 'granted', analytics_Storage: 'granted' },
        { ad_Storage: 'denied', analytics_Storage: 'granted' },
      ]);
    await brandLink(page).click();
    await page.getByRole('button', { name: HOME.trackLead }).click();
    await expect.poll(() => segmentMessages(vendors, 'track').length).toBe(2);
    const after = categoryPreferences(vendors).slice(before);
    expect(after).toEqual([
      { necessary: true, analytics: true, marketing: false, experience: true },
      { necessary: true, analytics: true, marketing: false, experience: true },
    ]);
    expect(
      categoryPreferences(vendors)
        .slice(0, before)
        .every((preferences) => (preferences as { marketing?: boolean }).marketing === true),
    ).toBe(true);
    expect(pixelCommands(vendors).filter((command) => command.startsWith('track'))).toEqual(['track Lead']);
  });

  test('a partial choice (analytics and experience, not marketing): Segment says marketing false, the pixel never loads, Clarity has ad_Storage denied', async ({
    page,
    vendors,
  }) => {
    await storeDecision(page, { analytics: true, marketing: false, experience: true });
    await page.goto('/');
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole('button', { name: HOME.trackLead }).click();
    await expect.poll(() => segmentMessages(vendors).length).toBe(2);
    expect(categoryPreferences(vendors)).toEqual([
      { necessary: true, analytics: true, marketing: false, experience: true },
      { necessary: true, analytics: true, marketing: false, experience: true },
    ]);
    await expect.poll(() => clarityConsent(page)).toEqual([{ ad_Storage: 'denied', analytics_Storage: 'granted' }]);
    await settled(page);
    expect(vendors.hits['meta-script']).toEqual([]);
    expect(pixelBeacons(vendors)).toEqual([]);
  });

  test('a partial choice without experience: Clarity is never loaded, Segment says experience false', async ({ page, vendors }) => {
    await storeDecision(page, { analytics: true, marketing: true, experience: false });
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => segmentMessages(vendors, 'track').length).toBe(1);
    expect(categoryPreferences(vendors).at(-1)).toEqual({ necessary: true, analytics: true, marketing: true, experience: false });
    await expect.poll(() => pixelCommands(vendors)).toEqual(['consent grant', `init ${pixelId}`, 'trackCustom Sample Event']);
    await settled(page);
    expect(vendors.hits.clarity).toEqual([]);
  });
});
