import type { Page } from '@playwright/test';
import { brandLink, privacyFooterLink, settled, watchPage } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import type { Blockable, FakeVendors } from '../../support/fake-vendor-routes';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.vendors });

const couldNotLoad = (label: string) => new RegExp(`^\\[shellkit\\] ${label} could not be loaded; the shell carries on without it\\.`);

/** What an ad blocker takes out for each vendor, and the one log line the shell owes for it. */
const VENDORS: { name: string; block: Blockable[]; logged: RegExp }[] = [
  { name: 'Segment', block: ['segment-settings', 'segment-api'], logged: couldNotLoad('Segment') },
  { name: 'the Meta pixel', block: ['meta-script'], logged: couldNotLoad('Meta pixel') },
  { name: 'Hotjar', block: ['hotjar'], logged: couldNotLoad('Hotjar') },
  { name: 'Sentry', block: ['sentry-sdk'], logged: couldNotLoad('Sentry') },
];

/** A visitor's path through the page: every part of the shell must still answer. */
async function useTheShell(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: HOME.trackSample }).click();
  await page.getByRole('button', { name: 'I Understand' }).click();
  await expect(page.getByRole('region', { name: 'We Use Cookies' })).toHaveCount(0);
  await privacyFooterLink(page).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i);
  await brandLink(page).click();
  await page.getByRole('button', { name: HOME.trackLead }).click();
  expect(await page.evaluate(() => localStorage.getItem('cookieAccepted'))).toBe('true');
}

const trackedBySegment = (vendors: FakeVendors) => vendors.hits['segment-api'].filter((hit) => hit.body?.type === 'track').length;
const trackedByPixel = (vendors: FakeVendors) => vendors.hits['meta-beacon'].filter((hit) => /command=track/.test(hit.url)).length;

test.describe('a blocked vendor never breaks the page', () => {
  for (const vendor of VENDORS) {
    test(`with ${vendor.name} blocked, the page, the banner and the other vendors keep working, and the shell logs it once`, async ({
      page,
      vendors,
    }) => {
      for (const pattern of vendor.block) await vendors.block(pattern);
      const { uncaught, shellLogs } = watchPage(page);
      await useTheShell(page);

      await expect.poll(() => shellLogs).toContainEqual(expect.stringMatching(vendor.logged));
      if (vendor.name !== 'Segment') await expect.poll(() => trackedBySegment(vendors)).toBe(2);
      if (vendor.name !== 'the Meta pixel') await expect.poll(() => trackedByPixel(vendors)).toBe(2);
      if (vendor.name !== 'Hotjar') await expect.poll(() => vendors.hits.hotjar.length).toBe(1);
      await settled(page);
      // Once, and nothing about the others.
      expect(shellLogs).toHaveLength(1);
      expect(uncaught).toEqual([]);
    });
  }

  test('with every vendor blocked at once, the shell works as on its own', async ({ page, vendors }) => {
    for (const vendor of VENDORS) for (const pattern of vendor.block) await vendors.block(pattern);
    await vendors.block('sentry-tunnel');
    const { uncaught, shellLogs } = watchPage(page);
    await useTheShell(page);
    await page.getByRole('button', { name: HOME.throwError }).click();

    for (const vendor of VENDORS) await expect.poll(() => shellLogs).toContainEqual(expect.stringMatching(vendor.logged));
    await settled(page);
    expect(shellLogs).toHaveLength(VENDORS.length);
    // The sample error is the only uncaught error: the shell's own, thrown on purpose.
    expect(uncaught).toEqual(['Sample error']);
  });
});
