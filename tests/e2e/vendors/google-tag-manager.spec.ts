import { googleTagManager } from '../../../src/adapters/google-tag-manager/google-tag-manager.vendor';
import { acceptAllButton, privacyFooterLink, settled } from '../../support/shell-page';
import { expect, test } from '../../support/e2e-fixtures';
import { vendorTag } from '../../support/fake-vendor-routes';
import { withdraw } from '../../support/withdraw-consent';
import { e2eVariable, VENDOR_E2E_ENV } from '../shell-configs.mjs';
import { HOME } from '../../support/test-product';

const CONTAINER_ID = e2eVariable(googleTagManager.id, 'VITE_GTM_CONTAINER_ID');

// Opt-in mode, so each test sees the container before and after the visitor's choice.
test.use({ shellEnv: { ...VENDOR_E2E_ENV[googleTagManager.id], VITE_CONSENT_MODE: 'opt-in' } });

// Its e2e id and its container's answer are its folder's e2e fake's (google-tag-manager.e2e-fake.mjs):
// each dataLayer entry gtm.js read, as ['gtag', …command] or ['message', message].

const ALL_GRANTED = { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };
const ALL_DENIED = { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };

test.describe('Google Tag Manager, gtm.js answered locally', () => {
  test('no container before consent; then Consent Mode (default denied, the update) before gtm.js, and the page view and named event as dataLayer events', async ({
    page,
    vendors,
  }) => {
    const tag = vendorTag(vendors, googleTagManager.id);
    await page.goto('/');
    const title = await page.title();
    await settled(page);
    expect(tag.scriptRequests()).toBe(0);

    await acceptAllButton(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => tag.calls().length).toBe(6);
    expect(tag.calls()).toEqual([
      ['gtag', 'consent', 'default', ALL_DENIED],
      ['gtag', 'consent', 'update', ALL_GRANTED],
      ['gtag', 'js', expect.any(String)],
      ['message', { 'gtm.start': expect.any(Number), event: 'gtm.js' }],
      ['message', expect.objectContaining({ event: 'page_view', page_path: '/', page_title: title })],
      ['message', { event: 'Sample Event', source: 'lab', currentPage: '/' }],
    ]);
    const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter((src) => src.includes('gtm.js')));
    expect(scripts).toEqual([`https://www.googletagmanager.com/gtm.js?id=${CONTAINER_ID}`]);
  });

  test('advertising withdrawn: the container is told in Consent Mode, once, and keeps the page views analytics still allows', async ({
    page,
    vendors,
  }) => {
    const tag = vendorTag(vendors, googleTagManager.id);
    await page.goto('/');
    await acceptAllButton(page).click();
    await expect.poll(() => tag.calls().length).toBe(5);
    await privacyFooterLink(page).click();
    await expect.poll(() => tag.calls().length).toBe(6);
    await withdraw(page, ['Advertising']);
    await expect.poll(() => tag.calls().length).toBe(7);
    await settled(page);
    expect(tag.calls().slice(5)).toEqual([
      ['message', expect.objectContaining({ event: 'page_view', page_path: '/privacy' })],
      ['gtag', 'consent', 'update', { ...ALL_GRANTED, ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
    ]);
  });
});
