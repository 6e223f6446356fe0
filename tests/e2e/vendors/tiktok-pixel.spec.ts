import { acceptButton, declineButton, settled, watchPage } from '../../support/shell-page';
import { expect, test } from '../../support/e2e-fixtures';
import { vendorTag } from '../../support/fake-vendor-routes';
import { withdraw } from '../../support/withdraw-consent';

const PIXEL_ID = 'C4ABCDEFGH1234567890';

// Opt-in mode, so each test sees the pixel before and after the visitor's choice.
test.use({ shellEnv: { VITE_TIKTOK_PIXEL_ID: PIXEL_ID, VITE_CONSENT_MODE: 'opt-in' } });

// Its tag is answered by its folder's e2e fake (tiktok-pixel.e2e-fake.ts), as `vendorTag(vendors, 'tiktok-pixel')`.

test.describe('TikTok pixel, events.js answered locally', () => {
  test('loads only once marketing is granted, consent held then granted; the page accepted on, the named event and each later page view arrive after', async ({
    page,
    vendors,
  }) => {
    const tag = vendorTag(vendors, 'tiktok-pixel');
    await page.goto('/');
    await settled(page);
    expect(tag.scriptRequests()).toBe(0);

    await acceptButton(page).click();
    await page.getByRole('button', { name: 'Track sample event' }).click();
    await expect.poll(() => tag.calls().length).toBe(4);
    expect(tag.calls()).toEqual([
      ['holdConsent'],
      ['grantConsent'],
      ['page'],
      ['track', 'Sample Event', { source: 'demo', currentPage: '/' }],
    ]);
    await page.getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect.poll(() => tag.calls().slice(4)).toEqual([['page']]);
    const [script] = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter((src) => src.includes('tiktok')));
    expect(script).toBe(`https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${PIXEL_ID}&lib=ttq`);
  });

  test('advertising withdrawn in Cookie settings: TikTok is told, once, and gets no later event', async ({ page, vendors }) => {
    const tag = vendorTag(vendors, 'tiktok-pixel');
    await page.goto('/');
    await acceptButton(page).click();
    await page.getByRole('button', { name: 'Track sample event' }).click();
    await expect.poll(() => tag.calls().length).toBe(4);
    await page.getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect.poll(() => tag.calls().length).toBe(5);
    await withdraw(page, ['Advertising']);
    await expect.poll(() => tag.calls().length).toBe(6);
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('button', { name: 'Track sample event' }).click();
    await settled(page);
    // The Privacy page's view, then the withdrawal: no page view or event after it.
    expect(tag.calls().slice(4)).toEqual([['page'], ['revokeConsent']]);
  });

  test('declined: never loaded, nothing sent', async ({ page, vendors }) => {
    const tag = vendorTag(vendors, 'tiktok-pixel');
    await page.goto('/');
    await declineButton(page).click();
    await page.getByRole('button', { name: 'Track sample event' }).click();
    await settled(page);
    expect(tag.scriptRequests()).toBe(0);
    expect(tag.calls()).toEqual([]);
  });

  test('blocked, as an ad blocker does: logged once, and the page carries on', async ({ page, vendors }) => {
    const tag = vendorTag(vendors, 'tiktok-pixel');
    await tag.block();
    const { shellLogs, uncaught } = watchPage(page);
    await page.goto('/');
    await acceptButton(page).click();
    await page.getByRole('button', { name: 'Track sample event' }).click();
    await expect
      .poll(() => shellLogs)
      .toContainEqual(expect.stringMatching(/^\[shellkit\] TikTok pixel could not be loaded; the shell carries on without it\./));
    await page.getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await settled(page);
    expect(shellLogs).toHaveLength(1);
    expect(uncaught).toEqual([]);
  });
});
