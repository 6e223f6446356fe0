import type { Page } from '@playwright/test';
import { piwikPro } from '../../../src/adapters/piwik-pro/piwik-pro.vendor';
import { acceptAllButton, brandLink, privacyFooterLink, settled } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { gtagEvents, vendorTag } from '../../support/fake-vendor-routes';
import { e2eVariable, VENDOR_E2E_ENV } from '../shell-configs.mjs';
import { withdraw } from '../../support/withdraw-consent';
import { HOME } from '../../support/test-product';

// Opt-in mode, with Google Analytics beside it: both run a data layer, each its own.
test.use({
  shellEnv: { ...VENDOR_E2E_ENV[piwikPro.id], VITE_GA4_MEASUREMENT_ID: CONFIGS.ga4.VITE_GA4_MEASUREMENT_ID, VITE_CONSENT_MODE: 'opt-in' },
});

const ACCOUNT = e2eVariable(piwikPro.id, 'VITE_PIWIK_PRO_ACCOUNT');
const SITE_ID = e2eVariable(piwikPro.id, 'VITE_PIWIK_PRO_SITE_ID');

// Its container's answer is its folder's e2e fake's (piwik-pro.e2e-fake.mjs), read as `vendorTag(vendors, 'piwik-pro')`:
// its Consent Manager's commands as ['ppms.cm', command, settings], its tracker's as they were pushed on `_paq`.
const granted = ['ppms.cm', 'setComplianceSettings', { consents: { analytics: { status: 1 } } }];

/** Every request the page makes to Piwik PRO's hosts. */
function piwikProRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('.piwik.pro')) requests.push(request.url());
  });
  return requests;
}

test.describe('Piwik PRO, its container answered locally', () => {
  test('nothing before analytics is granted; then status 1 before any tracking, the held page view and event, the next page; its own data layer', async ({
    page,
    vendors,
    baseURL,
  }) => {
    const tag = vendorTag(vendors, piwikPro.id);
    const requests = piwikProRequests(page);
    await page.goto('/');
    const title = await page.title();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    expect(requests).toEqual([]);

    await acceptAllButton(page).click();
    await expect.poll(() => tag.calls().length).toBe(5);
    await privacyFooterLink(page).click();
    await expect.poll(() => tag.calls().length).toBe(8);
    await settled(page);
    expect(tag.calls()).toEqual([
      granted,
      ['setCustomUrl', `${baseURL}/`],
      ['setDocumentTitle', title],
      ['trackPageView'],
      // "Sample Event" with { source: 'lab' }: no category, label or value, so "Events" and its name, nothing more.
      ['trackEvent', 'Events', 'Sample Event'],
      ['setCustomUrl', `${baseURL}/privacy`],
      ['setDocumentTitle', expect.stringMatching(/privacy/i)],
      ['trackPageView'],
    ]);
    expect(tag.scriptRequests()).toBe(1);
    expect(requests[0]).toBe(`https://${ACCOUNT}.containers.piwik.pro/${SITE_ID}.js?data_layer_name=piwikProLayer`);
    // Its container ran on piwikProLayer; Google's dataLayer carries none of its messages, and GA4 counted its own page views.
    const layers = await page.evaluate(() => {
      const page = window as unknown as Record<string, { event?: string }[] | undefined>;
      const events = (name: string) => (page[name] ?? []).map((entry) => entry.event).filter((event) => typeof event === 'string');
      return { piwikPro: events('piwikProLayer'), google: events('dataLayer') };
    });
    expect(layers.piwikPro).toEqual(expect.arrayContaining(['stg.start', 'ppms.cm:setComplianceSettings']));
    expect(layers.google.filter((event) => /^(stg\.|ppms\.)/.test(event))).toEqual([]);
    expect(gtagEvents(vendors).length).toBeGreaterThan(0);
  });

  test('a withdrawal (status 0 for the pages after) reloads the page once, since its running tracker would ping on; then nothing more reaches it', async ({
    page,
    vendors,
  }) => {
    const tag = vendorTag(vendors, piwikPro.id);
    await page.goto('/');
    await acceptAllButton(page).click();
    await privacyFooterLink(page).click();
    await expect.poll(() => tag.calls().length).toBe(7);
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));

    const reloaded = page.waitForEvent('load');
    await withdraw(page, ['Analytics']);
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    expect(loads).toHaveLength(1);
    await settled(page);
    const sent = tag.calls().length;
    await brandLink(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    // The reloaded page loaded no container: nothing took the page view or the event.
    expect(tag.calls()).toHaveLength(sent);
    expect(tag.calls().filter(([command]) => command === 'trackEvent')).toEqual([]);
    expect(tag.scriptRequests()).toBe(1);
    expect(await page.evaluate(() => 'ppms' in window || '_paq' in window)).toBe(false);
  });
});
