import { microsoftUet } from '../../../src/adapters/microsoft-uet/microsoft-uet.vendor';
import { acceptAllButton, brandLink, privacyFooterLink, settled } from '../../support/shell-page';
import { expect, test } from '../../support/e2e-fixtures';
import { vendorTag } from '../../support/fake-vendor-routes';
import { withdraw } from '../../support/withdraw-consent';
import { e2eVariable, VENDOR_E2E_ENV } from '../shell-configs.mjs';
import { HOME } from '../../support/test-product';

const TAG_ID = e2eVariable(microsoftUet.id, 'VITE_UET_TAG_ID');

test.use({ shellEnv: { ...VENDOR_E2E_ENV[microsoftUet.id], VITE_CONSENT_MODE: 'opt-in' } });

// Its e2e id and its tag's answer are its folder's e2e fake's (microsoft-uet.e2e-fake.mjs), read as `vendorTag(vendors, 'microsoft-uet')`.

test.describe('Microsoft Advertising UET, bat.js answered locally', () => {
  test('consent default denied before bat.js, the update on accepting, then the page accepted on, the named event and each later page view', async ({
    page,
    vendors,
  }) => {
    const tag = vendorTag(vendors, 'microsoft-uet');
    await page.goto('/');
    await settled(page);
    expect(tag.scriptRequests()).toBe(0);
    const homeTitle = await page.title();

    await acceptAllButton(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => tag.calls().length).toBe(5);
    expect(tag.calls()).toEqual([
      ['new UET', TAG_ID],
      ['consent', 'default', { ad_storage: 'denied' }],
      ['consent', 'update', { ad_storage: 'granted' }],
      ['event', 'page_view', { page_path: '/', page_title: homeTitle }],
      ['event', 'Sample Event', { source: 'lab', currentPage: '/' }],
    ]);
    await privacyFooterLink(page).click();
    await expect
      .poll(() => tag.calls().slice(5))
      .toEqual([['event', 'page_view', { page_path: '/privacy', page_title: expect.stringMatching(/privacy/i) }]]);
  });

  test('advertising withdrawn in Cookie settings: UET is told, once, and gets no later event', async ({ page, vendors }) => {
    const tag = vendorTag(vendors, 'microsoft-uet');
    await page.goto('/');
    await acceptAllButton(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => tag.calls().length).toBe(5);
    await privacyFooterLink(page).click();
    await expect.poll(() => tag.calls().length).toBe(6);
    await withdraw(page, ['Advertising']);
    await expect.poll(() => tag.calls().length).toBe(7);
    await brandLink(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    // The Privacy page's view, then the withdrawal: no page view or event after it.
    expect(
      tag
        .calls()
        .slice(5)
        .map((call) => call.slice(0, 2)),
    ).toEqual([
      ['event', 'page_view'],
      ['consent', 'update'],
    ]);
    expect(tag.calls().at(-1)).toEqual(['consent', 'update', { ad_storage: 'denied' }]);
  });
});
