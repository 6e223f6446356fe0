import { tiktokPixel } from '../../../src/adapters/tiktok-pixel/tiktok-pixel.vendor';
import { acceptAllButton, brandLink, privacyFooterLink, settled } from '../../support/shell-page';
import { expect, test } from '../../support/e2e-fixtures';
import { vendorTag } from '../../support/fake-vendor-routes';
import { withdraw } from '../../support/withdraw-consent';
import { e2eVariable, VENDOR_E2E_ENV } from '../shell-configs.mjs';
import { HOME } from '../../support/test-product';

const PIXEL_ID = e2eVariable(tiktokPixel.id, 'VITE_TIKTOK_PIXEL_ID');

// Opt-in mode, so each test sees the pixel before and after the visitor's choice.
test.use({ shellEnv: { ...VENDOR_E2E_ENV[tiktokPixel.id], VITE_CONSENT_MODE: 'opt-in' } });

// Its e2e id and its tag's answer are its folder's e2e fake's (tiktok-pixel.e2e-fake.mjs), read as `vendorTag(vendors, 'tiktok-pixel')`.

test.describe('TikTok pixel, events.js answered locally', () => {
  test('loads only once marketing is granted, consent held then granted; the page accepted on, the named event and each later page view arrive after', async ({
    page,
    vendors,
  }) => {
    const tag = vendorTag(vendors, 'tiktok-pixel');
    await page.goto('/');
    await settled(page);
    expect(tag.scriptRequests()).toBe(0);

    await acceptAllButton(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => tag.calls().length).toBe(4);
    expect(tag.calls()).toEqual([
      ['holdConsent'],
      ['grantConsent'],
      ['page'],
      ['track', 'Sample Event', { source: 'lab', currentPage: '/' }],
    ]);
    await privacyFooterLink(page).click();
    await expect.poll(() => tag.calls().slice(4)).toEqual([['page']]);
    const [script] = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter((src) => src.includes('tiktok')));
    expect(script).toBe(`https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${PIXEL_ID}&lib=ttq`);
  });

  test('advertising withdrawn in Cookie settings: TikTok is told, once, and gets no later event', async ({ page, vendors }) => {
    const tag = vendorTag(vendors, 'tiktok-pixel');
    await page.goto('/');
    await acceptAllButton(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => tag.calls().length).toBe(4);
    await privacyFooterLink(page).click();
    await expect.poll(() => tag.calls().length).toBe(5);
    await withdraw(page, ['Advertising']);
    await expect.poll(() => tag.calls().length).toBe(6);
    await brandLink(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    // The Privacy page's view, then the withdrawal: no page view or event after it.
    expect(tag.calls().slice(4)).toEqual([['page'], ['revokeConsent']]);
  });
});
