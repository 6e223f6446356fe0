import { acceptAllButton, rejectAllButton, privacyFooterLink, settled, watchPage } from './shell-page';
import { expect, test } from './e2e-fixtures';
import { vendorTag } from './fake-vendor-routes';
import { HOME } from './test-product';

/** The vendor a spec is about, as its descriptor names it. */
interface TaggedVendor {
  /** Its id: its folder's e2e fake answers its tag (`vendorTag(vendors, id)`). */
  readonly id: string;
  /** The name the shell's one log line gives it. */
  readonly label: string;
}

/**
 * The cases every tag vendor's spec shares, in opt-in mode (the spec's `test.use`): declined, its tag
 * is never asked for and it is told nothing; blocked as an ad blocker does, the shell logs one line
 * and the page carries on. Call it inside the spec's `test.describe`, beside the vendor's own cases.
 */
export function pixelConsentCases({ id, label }: TaggedVendor): void {
  test('declined: never loaded, nothing sent', async ({ page, vendors }) => {
    const tag = vendorTag(vendors, id);
    await page.goto('/');
    await rejectAllButton(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    expect(tag.scriptRequests()).toBe(0);
    expect(tag.calls()).toEqual([]);
  });

  test('blocked, as an ad blocker does: logged once, and the page carries on', async ({ page, vendors }) => {
    const tag = vendorTag(vendors, id);
    await tag.block();
    const { shellLogs, uncaught } = watchPage(page);
    await page.goto('/');
    await acceptAllButton(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    // The console line goes on with the error the load failed with.
    const logged = `[shellkit] ${label} could not be loaded; the shell carries on without it.`;
    await expect.poll(() => shellLogs.filter((line) => line.startsWith(logged))).toHaveLength(1);
    await privacyFooterLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await settled(page);
    expect(shellLogs).toHaveLength(1);
    expect(uncaught).toEqual([]);
  });
}
