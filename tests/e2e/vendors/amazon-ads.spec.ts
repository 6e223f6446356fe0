import { amazonAds } from '../../../src/adapters/amazon-ads/amazon-ads.vendor';
import { acceptAllButton, brandLink, privacyFooterLink, settled } from '../../support/shell-page';
import { expect, test } from '../../support/e2e-fixtures';
import { vendorTag } from '../../support/fake-vendor-routes';
import { withdraw } from '../../support/withdraw-consent';
import { e2eVariable, VENDOR_E2E_ENV } from '../shell-configs.mjs';
import { HOME } from '../../support/test-product';

const TAG_ID = e2eVariable(amazonAds.id, 'VITE_AMAZON_ADS_TAG_ID');
const COUNTRY = e2eVariable(amazonAds.id, 'VITE_AMAZON_ADS_COUNTRY');
const consent = (granted: boolean) => ['amznConsent', { countryCode: COUNTRY, enableAdStorage: granted, enableUserData: granted }];

// Opt-in mode, so each test sees the tag before and after the visitor's choice.
test.use({ shellEnv: { ...VENDOR_E2E_ENV[amazonAds.id], VITE_CONSENT_MODE: 'opt-in' } });

// Its e2e values and its scripts' answers are its folder's e2e fake's (amazon-ads.e2e-fake.mjs): amzn.js reports
// each call, and the consent signals given before it ran, as `['amznConsent', consent]`.

test.describe('Amazon Ads tag, its consent script and amzn.js answered locally', () => {
  test('nothing before marketing is granted; then the consent signal, granted, before the tag, and the page, the held event and the next page', async ({
    page,
    vendors,
  }) => {
    const tag = vendorTag(vendors, amazonAds.id);
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    expect(tag.scriptRequests()).toBe(0);

    await acceptAllButton(page).click();
    await expect.poll(() => tag.calls().length).toBe(4);
    await privacyFooterLink(page).click();
    await expect.poll(() => tag.calls().length).toBe(5);
    expect(tag.calls()).toEqual([
      consent(true),
      ['addTag', TAG_ID],
      ['trackEvent', 'PageView'],
      ['trackEvent', 'Sample Event', { source: 'lab', currentPage: '/' }],
      ['trackEvent', 'PageView'],
    ]);
    expect(tag.scriptRequests()).toBe(1);
  });

  test('advertising withdrawn in Cookie settings: Amazon is told both false, once, with no reload, and gets no later event', async ({
    page,
    vendors,
  }) => {
    const tag = vendorTag(vendors, amazonAds.id);
    await page.goto('/');
    await acceptAllButton(page).click();
    await expect.poll(() => tag.calls().length).toBe(3);
    await privacyFooterLink(page).click();
    await expect.poll(() => tag.calls().length).toBe(4);
    let reloaded = false;
    page.on('load', () => (reloaded = true));
    await withdraw(page, ['Advertising']);
    await expect.poll(() => tag.calls().length).toBe(5);
    await brandLink(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    expect(tag.calls().slice(3)).toEqual([['trackEvent', 'PageView'], consent(false)]);
    expect(reloaded).toBe(false);
  });
});
