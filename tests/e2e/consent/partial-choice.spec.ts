import type { Page } from '@playwright/test';
import {
  banner,
  brandLink,
  preferences,
  privacyFooterLink,
  purposeSwitch,
  settled,
  storedConsent,
  storedPurposes,
  watchConsentGovernedRequests,
} from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { pixelBeacons, segmentMessages, type FakeVendors } from '../../support/fake-vendor-routes';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.optin });

/** Requests per vendor host: the proof of which vendors a choice loaded and fed. */
const requestsPerVendor = (vendors: FakeVendors) => ({
  segment: vendors.hits['segment-settings'].length + vendors.hits['segment-api'].length,
  meta: vendors.hits['meta-script'].length + vendors.hits['meta-beacon'].length,
  hotjar: vendors.hits.hotjar.length,
});

async function choose(page: Page, granted: readonly ('Analytics' | 'Advertising' | 'Session recording')[]) {
  await banner(page).getByRole('button', { name: 'Choose cookies' }).click();
  for (const name of granted) await purposeSwitch(page, name).check();
  await preferences(page).getByRole('button', { name: 'Save' }).click();
  await expect(preferences(page)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
}

test.describe('opt-in mode: a choice per purpose', () => {
  test('analytics granted, advertising and experience refused: only the analytics vendor loads, and the held events reach it alone', async ({
    page,
    vendors,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await privacyFooterLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await settled(page);
    expect(requestsPerVendor(vendors)).toEqual({ segment: 0, meta: 0, hotjar: 0 });

    await choose(page, ['Analytics']);
    expect(await storedConsent(page)).toBe('true');
    expect((await storedPurposes(page))?.purposes).toEqual({ analytics: true, marketing: false, experience: false });
    // The held calls, in order, with the pages they happened on; then nothing else.
    await expect
      .poll(() =>
        segmentMessages(vendors).map((body) => [
          body.type,
          (body.properties as { path?: string; currentPage?: string }).path ?? (body.properties as { currentPage?: string }).currentPage,
        ]),
      )
      .toEqual([
        ['page', '/'],
        ['track', '/'],
        ['page', '/privacy'],
      ]);
    const governed = watchConsentGovernedRequests(page);
    await brandLink(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => segmentMessages(vendors, 'track').length).toBe(2);
    await settled(page);
    const perVendor = requestsPerVendor(vendors);
    expect(perVendor.segment).toBeGreaterThan(0);
    expect({ meta: perVendor.meta, hotjar: perVendor.hotjar }).toEqual({ meta: 0, hotjar: 0 });
    expect(pixelBeacons(vendors)).toEqual([]);
    // Session replay is experience: its chunk never loads either.
    expect(governed.filter((request) => /replay/.test(request))).toEqual([]);
  });

  test('advertising and experience granted, analytics refused: the pixel and the heatmap run, the analytics vendor never loads; a reload keeps it so', async ({
    page,
    vendors,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await choose(page, ['Advertising', 'Session recording']);
    await expect
      .poll(() =>
        pixelBeacons(vendors)
          .filter((beacon) => beacon.command === 'trackCustom')
          .map((beacon) => beacon.name),
      )
      .toEqual(['Sample Event']);
    await expect.poll(() => vendors.hits.hotjar.length).toBe(1);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: HOME.heading })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => pixelBeacons(vendors).filter((beacon) => beacon.command === 'trackCustom').length).toBe(2);
    await settled(page);
    expect(requestsPerVendor(vendors).segment).toBe(0);
  });

  test('turning one purpose off later stops that vendor alone, from that moment', async ({ page, vendors }) => {
    await page.goto('/privacy');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => segmentMessages(vendors, 'page').length).toBe(1);
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await purposeSwitch(page, 'Advertising').uncheck();
    await preferences(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('cookie-choice')).toHaveText(
      'You have accepted cookies for analytics and session recording, and declined them for advertising.',
    );
    const trackedBefore = pixelBeacons(vendors).filter((beacon) => beacon.command === 'trackCustom').length;

    await brandLink(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => segmentMessages(vendors, 'track').length).toBe(1);
    await settled(page);
    expect(pixelBeacons(vendors).filter((beacon) => beacon.command === 'trackCustom')).toHaveLength(trackedBefore);
  });
});
