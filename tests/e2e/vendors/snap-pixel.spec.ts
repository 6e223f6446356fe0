import { snapPixel } from '../../../src/adapters/snap-pixel/snap-pixel.vendor';
import { acceptAllButton, privacyFooterLink, settled } from '../../support/shell-page';
import { expect, test } from '../../support/e2e-fixtures';
import { vendorTag } from '../../support/fake-vendor-routes';
import { withdraw } from '../../support/withdraw-consent';
import { e2eVariable, VENDOR_E2E_ENV } from '../shell-configs.mjs';
import { HOME } from '../../support/test-product';

const PIXEL_ID = e2eVariable(snapPixel.id, 'VITE_SNAP_PIXEL_ID');

// Opt-in mode: Snap has no consent call, so the test is that nothing of it loads before marketing is granted.
test.use({ shellEnv: { ...VENDOR_E2E_ENV[snapPixel.id], VITE_CONSENT_MODE: 'opt-in' } });

// Its e2e id and its tag's answer are its folder's e2e fake's (snap-pixel.e2e-fake.mjs), read as `vendorTag(vendors, 'snap-pixel')`.

test.describe('Snap Pixel, scevent.min.js answered locally', () => {
  test('nothing loads before marketing is granted; then the pixel with its id, the page accepted on, the named event and each later page view', async ({
    page,
    vendors,
  }) => {
    const tag = vendorTag(vendors, snapPixel.id);
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    expect(tag.scriptRequests()).toBe(0);

    await acceptAllButton(page).click();
    // The event tracked before the choice was held, and is sent on accepting it, after the page view.
    await expect.poll(() => tag.calls().length).toBe(3);
    await privacyFooterLink(page).click();
    await expect.poll(() => tag.calls().length).toBe(4);
    expect(tag.calls()).toEqual([
      ['init', PIXEL_ID, {}],
      ['track', 'PAGE_VIEW'],
      ['track', 'Sample Event', { source: 'lab', currentPage: '/' }],
      ['track', 'PAGE_VIEW'],
    ]);
    expect(tag.scriptRequests()).toBe(1);
  });

  test('advertising withdrawn in Cookie settings: the page reloads once, without the tag, and sends it nothing more', async ({
    page,
    vendors,
  }) => {
    const tag = vendorTag(vendors, snapPixel.id);
    await page.goto('/');
    await acceptAllButton(page).click();
    await expect.poll(() => tag.calls().length).toBe(2);
    await privacyFooterLink(page).click();
    await expect.poll(() => tag.calls().length).toBe(3);
    const reloaded = page.waitForEvent('load');
    await withdraw(page, ['Advertising']);
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await settled(page);
    expect(await page.evaluate(() => typeof (window as { snaptr?: unknown }).snaptr)).toBe('undefined');
    expect(tag.scriptRequests()).toBe(1);
    expect(tag.calls()).toHaveLength(3);
  });
});
