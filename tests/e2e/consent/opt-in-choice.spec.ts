import {
  acceptAllButton,
  banner,
  ASKING_BANNER_BODY,
  bannerSightingsAcrossReload,
  brandLink,
  rejectAllButton,
  privacyFooterLink,
  settled,
  storedConsent,
  watchConsentGovernedRequests,
  watchLocalRequests,
  OPT_IN_BUTTONS,
} from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { allVendorHits, segmentMessages } from '../../support/fake-vendor-routes';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.optin });

const writeKey = CONFIGS.optin.VITE_SEGMENT_WRITE_KEY;
const hotjarId = CONFIGS.optin.VITE_HOTJAR_SITE_ID;

test.describe('opt-in mode: nothing before the visitor decides', () => {
  test('before a decision no vendor script is fetched and no request goes to any vendor, while the visitor browses and clicks', async ({
    page,
    vendors,
  }) => {
    const governed = watchConsentGovernedRequests(page);
    const local = watchLocalRequests(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await privacyFooterLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await settled(page);

    expect(governed).toEqual([]);
    expect(allVendorHits(vendors)).toEqual([]);
    // Error monitoring is the site's legitimate interest: its SDK loads in both modes.
    expect(local.some((request) => /^GET \/assets\/sdk-errors-[^/]*\.js$/.test(request))).toBe(true);
    expect(await storedConsent(page)).toBeNull();
  });

  test("the banner asks: SPEC's title, a body that says nothing optional runs until the visitor chooses, and buttons that say what they do", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(banner(page).getByRole('heading', { name: 'We Use Cookies' })).toBeVisible();
    const body = await banner(page).locator('p').innerText();
    expect(body.replace(/\s+/g, ' ').trim()).toBe(ASKING_BANNER_BODY);
    // Issue 33 §1: continuing is not consent, so opt-in never says it is.
    expect(body).not.toContain('By continuing');
    await expect(banner(page).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    await expect(banner(page).getByRole('button')).toHaveText([...OPT_IN_BUTTONS]);
  });

  for (const stored of ['yes', 'TRUE', '1', '']) {
    test(`a stored value of ${JSON.stringify(stored)} counts as no decision: the banner asks and no vendor loads`, async ({
      page,
      vendors,
    }) => {
      await page.addInitScript((value) => window.localStorage.setItem('cookieAccepted', value), stored);
      const governed = watchConsentGovernedRequests(page);
      await page.goto('/');
      await expect(rejectAllButton(page)).toBeVisible();
      await expect(acceptAllButton(page)).toBeVisible();
      await settled(page);
      expect(governed).toEqual([]);
      expect(allVendorHits(vendors)).toEqual([]);
    });
  }
});

test.describe('opt-in mode: accepting', () => {
  test('"Accept all" hides the banner at once, stores "true", loads every vendor and sends the current page view', async ({
    page,
    vendors,
  }) => {
    await page.goto('/privacy');
    await expect(banner(page)).toBeVisible();
    await acceptAllButton(page).click();
    await expect(banner(page)).toHaveCount(0, { timeout: 100 });
    // Stored by the app: at once, or when it arrives if the tap came first (src/boot/early-input.ts).
    await expect.poll(() => storedConsent(page)).toBe('true');

    await expect
      .poll(() => segmentMessages(vendors, 'page').map((body) => (body.properties as { path?: string }).path))
      .toEqual(['/privacy']);
    expect(new URL(vendors.hits['segment-settings'][0]?.url ?? '').pathname).toBe(`/v1/projects/${writeKey}/settings`);
    await expect.poll(() => vendors.hits['meta-script'].length).toBe(1);
    await expect.poll(() => vendors.hits.hotjar.map((hit) => hit.url)).toEqual([`https://static.hotjar.com/c/hotjar-${hotjarId}.js?sv=6`]);
  });

  test('acceptance is remembered: after a reload there is no banner and the vendors load from the first page', async ({
    page,
    vendors,
  }) => {
    await page.goto('/');
    await acceptAllButton(page).click();
    await expect.poll(() => segmentMessages(vendors, 'page').length).toBe(1);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: HOME.heading })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => segmentMessages(vendors, 'page').length).toBe(2);
    await expect.poll(() => vendors.hits['segment-settings'].length).toBe(2);
  });
});

test.describe('opt-in mode: declining', () => {
  test('"Reject all" hides the banner at once and stores "false"', async ({ page }) => {
    await page.goto('/');
    await rejectAllButton(page).click();
    await expect(banner(page)).toHaveCount(0, { timeout: 100 });
    await expect.poll(() => storedConsent(page)).toBe('false');
    // Keyboard focus goes to the page, not lost on <body>.
    await expect(page.locator('#main')).toBeFocused();
  });

  test('a visitor who declined never sees the banner again after a reload, not even for one frame', async ({ page }) => {
    await page.goto('/');
    await rejectAllButton(page).click();
    expect(await bannerSightingsAcrossReload(page)).toEqual([]);
  });

  test('after "Reject all" every vendor stays off for good: navigating, clicking and reloading send nothing, and the banner does not come back', async ({
    page,
    vendors,
  }) => {
    const governed = watchConsentGovernedRequests(page);
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await rejectAllButton(page).click();
    await page.getByRole('link', { name: 'Tab A' }).click();
    await page.getByRole('button', { name: HOME.trackLead }).click();
    await privacyFooterLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await settled(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await brandLink(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);

    expect(governed).toEqual([]);
    expect(allVendorHits(vendors)).toEqual([]);
    expect(await storedConsent(page)).toBe('false');
  });
});
