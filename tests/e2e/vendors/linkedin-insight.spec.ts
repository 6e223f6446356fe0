import { acceptButton, declineButton, settled, watchPage } from '../../support/shell-page';
import { expect, test } from '../../support/e2e-fixtures';
import { vendorTag } from '../../support/fake-vendor-routes';

// Opt-in mode: LinkedIn has no consent call, so the test is that nothing of it loads before marketing is granted.
test.use({
  shellEnv: {
    VITE_LINKEDIN_PARTNER_ID: '1234567',
    VITE_LINKEDIN_CONVERSIONS: 'Sample Event=12345678',
    VITE_CONSENT_MODE: 'opt-in',
  },
});

// Its tag is answered by its folder's e2e fake (linkedin-insight.e2e-fake.ts), as `vendorTag(vendors, 'linkedin-insight')`.

test.describe('LinkedIn Insight Tag, insight.min.js answered locally', () => {
  test('nothing loads before marketing is granted; then the tag, with the partner id, and the mapped event as a conversion', async ({
    page,
    vendors,
  }) => {
    const tag = vendorTag(vendors, 'linkedin-insight');
    await page.goto('/');
    await page.getByRole('button', { name: 'Track sample event' }).click();
    await settled(page);
    expect(tag.scriptRequests()).toBe(0);

    await acceptButton(page).click();
    await page.getByRole('button', { name: 'Track sample event' }).click();
    // The event tracked before the choice was held, and is sent on accepting it, before the later one.
    await expect.poll(() => tag.calls().length).toBe(3);
    expect(tag.calls()).toEqual([
      ['partner', '1234567', ['1234567']],
      ['track', { conversion_id: 12345678 }],
      ['track', { conversion_id: 12345678 }],
    ]);
  });

  test('declined: never loaded, nothing sent', async ({ page, vendors }) => {
    const tag = vendorTag(vendors, 'linkedin-insight');
    await page.goto('/');
    await declineButton(page).click();
    await page.getByRole('button', { name: 'Track sample event' }).click();
    await settled(page);
    expect(tag.scriptRequests()).toBe(0);
    expect(tag.calls()).toEqual([]);
  });

  test('blocked, as an ad blocker does: logged once, and the page carries on', async ({ page, vendors }) => {
    const tag = vendorTag(vendors, 'linkedin-insight');
    await tag.block();
    const { shellLogs, uncaught } = watchPage(page);
    await page.goto('/');
    await acceptButton(page).click();
    await page.getByRole('button', { name: 'Track sample event' }).click();
    await expect
      .poll(() => shellLogs)
      .toContainEqual(expect.stringMatching(/^\[shellkit\] LinkedIn Insight Tag could not be loaded; the shell carries on without it\./));
    await page.getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await settled(page);
    expect(shellLogs).toHaveLength(1);
    expect(uncaught).toEqual([]);
  });
});
