import type { Page } from '@playwright/test';
import {
  acceptAllButton,
  acceptButton,
  banner,
  bannerSightingsAcrossReload,
  OPT_IN_BUTTONS,
  rejectAllButton,
  settled,
  storedConsent,
  watchConsentGovernedRequests,
} from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { allVendorHits, segmentMessages } from '../../support/fake-vendor-routes';
import { HOME } from '../../support/test-product';

// Issue 14, "Mode by region": VITE_CONSENT_MODE=auto, the mode chosen per page by the server from
// the country header the CDN in front sets. Here the test plays the CDN.
test.use({ shellEnv: CONFIGS.auto });

const CONFIG_BLOCK = /<script type="application\/json" id="shellkit-config">([\s\S]*?)<\/script>/;

/**
 * Plays the CDN: every page the browser asks for (a navigation, a reload) carries `header` with the
 * visitor's country, as a CDN adds it on its way to the origin. Change `country` to move the visitor.
 */
async function visitorFrom(page: Page, country: string | undefined, header = 'CF-IPCountry') {
  const visitor = { country };
  await page.route(
    (url) => url.hostname === '127.0.0.1',
    (route) => {
      const request = route.request();
      if (!request.isNavigationRequest() || visitor.country === undefined) return route.fallback();
      return route.fallback({ headers: { ...request.headers(), [header.toLowerCase()]: visitor.country } });
    },
  );
  return visitor;
}

/** The banner of a mode: opt-in's asks ("Accept all", "Reject all", "Choose cookies"), notice's only informs ("I Understand"). */
async function expectBannerOf(page: Page, mode: 'opt-in' | 'notice', message?: string) {
  await expect(banner(page).getByRole('button'), message).toHaveText(mode === 'opt-in' ? [...OPT_IN_BUTTONS] : ['I Understand']);
}

test.describe('auto mode: the banner a visitor sees follows their country', () => {
  for (const country of ['DE', 'GB', 'CH']) {
    test(`${country}: the opt-in banner, and nothing reaches a vendor before a decision`, async ({ page, vendors }) => {
      await visitorFrom(page, country);
      const governed = watchConsentGovernedRequests(page);
      await page.goto('/');
      await expectBannerOf(page, 'opt-in');
      await page.getByRole('button', { name: HOME.trackSample }).click();
      await settled(page);
      expect(governed).toEqual([]);
      expect(allVendorHits(vendors)).toEqual([]);
      expect(await storedConsent(page)).toBeNull();
    });
  }

  test('DE: accepting loads the vendors and sends the current page view', async ({ page, vendors }) => {
    await visitorFrom(page, 'DE');
    await page.goto('/privacy');
    await acceptAllButton(page).click();
    await expect(banner(page)).toHaveCount(0, { timeout: 100 });
    await expect
      .poll(() => segmentMessages(vendors, 'page').map((body) => (body.properties as { path?: string }).path))
      .toEqual(['/privacy']);
  });

  test('the inspector says which country chose the mode', async ({ page }) => {
    await visitorFrom(page, 'DE');
    await page.goto('/?shell-inspect');
    const inspector = page.getByRole('complementary', { name: 'Shell inspector' });
    await expect(inspector.getByRole('table', { name: /Adapters/ })).toHaveAccessibleName('Adapters (opt-in mode, visitor from DE)');
  });

  for (const country of ['JP', 'BR']) {
    test(`${country}: the notice banner ("I Understand" alone), with the vendors running from the first page`, async ({
      page,
      vendors,
    }) => {
      await visitorFrom(page, country);
      await page.goto('/');
      await expectBannerOf(page, 'notice');
      await expect.poll(() => segmentMessages(vendors, 'page').length).toBe(1);
      await expect.poll(() => vendors.hits['segment-settings'].length).toBe(1);
      await expect.poll(() => vendors.hits.hotjar.length).toBe(1);
      expect(await storedConsent(page)).toBeNull();
    });
  }

  for (const [what, country] of [
    ['no country header', undefined],
    ["the CDN's no-country XX", 'XX'],
    ['a value that is no country', 'Germany'],
  ] as const) {
    test(`${what}: opt-in, the careful default`, async ({ page, vendors }) => {
      await visitorFrom(page, country);
      await page.goto('/');
      await expectBannerOf(page, 'opt-in');
      await settled(page);
      expect(allVendorHits(vendors)).toEqual([]);
    });
  }
});

test.describe('auto mode: what the server hands the page', () => {
  test('the page varies by the header, is revalidated, and its config carries the mode and the country, never the rule', async ({
    page,
  }) => {
    const visitor = await visitorFrom(page, 'DE');
    for (const [country, mode] of [
      ['DE', 'opt-in'],
      ['JP', 'notice'],
    ] as const) {
      visitor.country = country;
      const response = await page.goto('/');
      const headers = response?.headers() ?? {};
      expect(headers.vary).toMatch(/^CF-IPCountry\b/);
      expect(headers['cache-control']).toBe('no-cache');
      const html = (await response?.text()) ?? '';
      const config = JSON.parse(CONFIG_BLOCK.exec(html)?.[1] ?? 'null') as Record<string, unknown>;
      expect(config).toMatchObject({ consentMode: mode, visitorCountry: country });
      expect(config).not.toHaveProperty('modeByCountry');
      expect(html).not.toMatch(/modeByCountry|optInCountries/);
      // The page read the config it was served before its first render.
      await expectBannerOf(page, mode);
    }
  });
});

test.describe('auto mode: a returning visitor never sees the banner, not even for one frame', () => {
  test('DE, after "Accept all"', async ({ page }) => {
    await visitorFrom(page, 'DE');
    await page.goto('/');
    await acceptAllButton(page).click();
    expect(await bannerSightingsAcrossReload(page)).toEqual([]);
  });

  test('DE, after "Reject all"', async ({ page, vendors }) => {
    await visitorFrom(page, 'DE');
    await page.goto('/');
    await rejectAllButton(page).click();
    expect(await bannerSightingsAcrossReload(page)).toEqual([]);
    await settled(page);
    expect(allVendorHits(vendors)).toEqual([]);
  });

  test('JP, after "I Understand"', async ({ page }) => {
    await visitorFrom(page, 'JP');
    await page.goto('/');
    await acceptButton(page).click();
    expect(await bannerSightingsAcrossReload(page)).toEqual([]);
  });

  test('"I Understand" on the JP notice, then back from DE: an acknowledged notice is not consent, so DE asks and nothing loads', async ({
    page,
    vendors,
  }) => {
    const visitor = await visitorFrom(page, 'JP');
    await page.goto('/');
    await acceptButton(page).click();
    await expect.poll(() => segmentMessages(vendors, 'page').length).toBe(1);
    visitor.country = 'DE';
    await page.reload();
    await expect(rejectAllButton(page)).toBeVisible();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    expect(segmentMessages(vendors)).toHaveLength(1);
  });

  test('declined in DE, then in Japan: the refusal holds there too, no banner and no vendor', async ({ page, vendors }) => {
    const visitor = await visitorFrom(page, 'DE');
    await page.goto('/');
    await rejectAllButton(page).click();
    visitor.country = 'JP';
    expect(await bannerSightingsAcrossReload(page)).toEqual([]);
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    expect(segmentMessages(vendors)).toEqual([]);
    expect(vendors.hits.hotjar).toEqual([]);
  });
});

test.describe('auto mode behind another CDN: CONSENT_COUNTRY_HEADER names its header', () => {
  test("CloudFront-Viewer-Country with a list of the site's own (FR, BR); CF-IPCountry is not read", async ({ page, serverWith }) => {
    const origin = await serverWith(CONFIGS.autoCloudFront);
    const visitor = await visitorFrom(page, 'FR', 'CloudFront-Viewer-Country');
    const cases = [
      ['FR', 'opt-in'],
      ['BR', 'opt-in'],
      ['DE', 'notice'], // not on this list
      ['JP', 'notice'],
    ] as const;
    for (const [country, mode] of cases) {
      visitor.country = country;
      const response = await page.goto(`${origin}/`);
      expect(response?.headers().vary).toMatch(/^CloudFront-Viewer-Country\b/);
      await expectBannerOf(page, mode, country);
    }
  });

  test('X-Vercel-IP-Country with the default countries', async ({ page, serverWith }) => {
    const origin = await serverWith(CONFIGS.autoVercel);
    const visitor = await visitorFrom(page, 'IT', 'X-Vercel-IP-Country');
    await page.goto(`${origin}/`);
    await expectBannerOf(page, 'opt-in');
    visitor.country = 'CA';
    await page.reload();
    await expectBannerOf(page, 'notice');
  });

  test("the default header from a visitor behind another CDN's is not read: unknown, so opt-in", async ({ page, serverWith }) => {
    const origin = await serverWith(CONFIGS.autoVercel);
    await visitorFrom(page, 'US', 'CF-IPCountry');
    await page.goto(`${origin}/`);
    await expectBannerOf(page, 'opt-in');
  });
});
