import type { Page } from '@playwright/test';
import { banner, privacyFooterLink, settled, storedPurposes } from '../../support/shell-page';
import { axeViolations } from '../../support/axe';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { pixelBeacons, pixelEvents, segmentMessages } from '../../support/fake-vendor-routes';
import { HOME } from '../../support/test-product';

// Issue 33 §2: the US opt-out regime. VITE_CONSENT_MODE=auto behind Cloudflare: the test plays the CDN, adding the
// visitor's country and state to every page request, and the browser's Global Privacy Control header when asked.
test.use({ shellEnv: CONFIGS.auto });

const CONFIG_BLOCK = /<script type="application\/json" id="shellkit-config">([\s\S]*?)<\/script>/;
const CALIFORNIA = { 'cf-ipcountry': 'US', 'cf-region-code': 'CA' };

/**
 * Every page request (navigations, reloads) carries these headers, as the CDN and the browser send them. Chromium
 * drops a `Sec-` header a route adds to its own request, and has no GPC of its own: the page is fetched here with
 * them and handed to the browser as the server answered.
 */
async function visitorWith(page: Page, headers: Record<string, string>) {
  await page.route(
    (url) => url.hostname === '127.0.0.1',
    async (route) => {
      const request = route.request();
      if (!request.isNavigationRequest()) return route.fallback();
      return route.fulfill({ response: await route.fetch({ headers: { ...request.headers(), ...headers } }) });
    },
  );
}

const choicesLink = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'Your Privacy Choices' });
const choicesView = (page: Page) => page.getByRole('region', { name: 'Your Privacy Choices' });
const saleSwitch = (page: Page) => choicesView(page).getByRole('switch', { name: 'Sale, sharing and targeted advertising' });
/** What reached Meta's servers at all: its script, and each call its pixel beaconed. */
const metaRequests = (vendors: Parameters<typeof pixelBeacons>[0]) => [...vendors.hits['meta-script'], ...vendors.hits['meta-beacon']];

test.describe('US opt-out: a visitor from California', () => {
  test('gets opt-out: no banner, vendors run, and "Your Privacy Choices" with the official icon beside the privacy policy', async ({
    page,
    vendors,
  }) => {
    await visitorWith(page, CALIFORNIA);
    const response = await page.goto('/');
    const config = JSON.parse(CONFIG_BLOCK.exec((await response?.text()) ?? '')?.[1] ?? 'null') as Record<string, unknown>;
    expect(config).toMatchObject({ consentMode: 'opt-out', visitorCountry: 'US', visitorRegion: 'CA' });
    expect(response?.headers().vary).toMatch(/^CF-IPCountry, cf-region-code, Sec-GPC\b/);

    await expect(choicesLink(page)).toBeVisible();
    await expect(choicesLink(page).locator('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(privacyFooterLink(page)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    // Vendors run until the visitor opts out, as in notice mode.
    await expect.poll(() => segmentMessages(vendors, 'page').length).toBe(1);
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => pixelEvents(vendors).map((event) => event.name)).toEqual(['Sample Event']);
    // The choice view is accessible, as the rest of the shell (axe-core).
    await choicesLink(page).click();
    await expect(saleSwitch(page)).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
    await choicesView(page).getByRole('button', { name: 'Cancel' }).click();
    // And on every page.
    await privacyFooterLink(page).click();
    await expect(choicesLink(page)).toBeVisible();
  });

  test('after the opt-out switch, Meta receives Limited Data Use, then nothing more; the decision says opt-out', async ({
    page,
    vendors,
  }) => {
    // Two pages with the pixel loaded, a decision and its record: more than the default allows on a loaded machine.
    test.slow();
    await visitorWith(page, CALIFORNIA);
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => pixelEvents(vendors).length).toBe(1);

    await choicesLink(page).click();
    await expect(saleSwitch(page)).toBeChecked();
    await saleSwitch(page).uncheck();
    const recorded = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/consent/records',
    );
    await choicesView(page).getByRole('button', { name: 'Save' }).click();
    await expect(choicesView(page)).toHaveCount(0);
    await expect(choicesLink(page)).toBeFocused();

    await expect
      .poll(() => pixelBeacons(vendors).map(({ command, name }) => `${command} ${name}`))
      .toEqual(['consent grant', 'init 1234567890123', 'trackCustom Sample Event', 'dataProcessingOptions LDU', 'consent revoke']);
    expect(await storedPurposes(page)).toMatchObject({
      mode: 'opt-out',
      purposes: { analytics: true, marketing: false, experience: true },
    });
    // The consent ledger's record says the same.
    const answer = await recorded;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toMatchObject({
      mode: 'opt-out',
      purposes: { analytics: true, marketing: false, experience: true },
      globalPrivacyControl: false,
    });
    // Analytics goes on; the pixel gets no more events.
    await page.getByRole('button', { name: HOME.trackLead }).click();
    await expect.poll(() => segmentMessages(vendors, 'track').map((body) => body.event)).toEqual(['Sample Event', 'Lead']);
    await settled(page);
    expect(pixelEvents(vendors).map((event) => event.name)).toEqual(['Sample Event']);

    // The opt-out holds on the next page: the pixel is not loaded again.
    const before = vendors.hits['meta-script'].length;
    await page.reload();
    await settled(page);
    expect(vendors.hits['meta-script'].length).toBe(before);
  });

  test('with Sec-GPC: 1, the first HTML has no pixel, no advertising request is ever made, and the choice view says the signal is honoured', async ({
    page,
    vendors,
  }) => {
    await visitorWith(page, { ...CALIFORNIA, 'sec-gpc': '1' });
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(JSON.parse(CONFIG_BLOCK.exec(html)?.[1] ?? 'null')).toMatchObject({ consentMode: 'opt-out', globalPrivacyControl: true });
    // The config block names every vendor's origins (the CSP and the audit read them); nothing else mentions the pixel.
    expect(html.replace(CONFIG_BLOCK, '')).not.toMatch(/facebook|fbevents|fbq/);
    // Chromium exposes no navigator.globalPrivacyControl: the server's page alone turns advertising off.
    expect(await page.evaluate(() => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl)).toBeUndefined();

    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => segmentMessages(vendors, 'track').map((body) => body.event)).toEqual(['Sample Event']);
    await settled(page);
    expect(metaRequests(vendors)).toEqual([]);
    expect(await page.evaluate(() => 'fbq' in window)).toBe(false);

    await choicesLink(page).click();
    await expect(saleSwitch(page)).not.toBeChecked();
    await expect(saleSwitch(page)).toBeDisabled();
    await expect(choicesView(page).getByText('Opt-Out Preference Signal Honored')).toBeVisible();
    await page.reload();
    await settled(page);
    expect(metaRequests(vendors)).toEqual([]);
  });

  test('navigator.globalPrivacyControl does the same where no server sees the header (static hosting)', async ({ page, vendors }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
    );
    await visitorWith(page, CALIFORNIA);
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => segmentMessages(vendors, 'track').length).toBe(1);
    await settled(page);
    expect(metaRequests(vendors)).toEqual([]);
    await choicesLink(page).click();
    await expect(choicesView(page).getByText('Opt-Out Preference Signal Honored')).toBeVisible();
  });
});

test.describe('US opt-out: the other US visitors', () => {
  test('a state without a comprehensive privacy law (Alabama) gets SPEC’s notice, and no link', async ({ page }) => {
    await visitorWith(page, { 'cf-ipcountry': 'US', 'cf-region-code': 'AL' });
    await page.goto('/');
    await expect(banner(page).getByRole('button', { name: 'I Understand' })).toBeVisible();
    await expect(choicesLink(page)).toHaveCount(0);
  });

  test('an unknown state gets opt-out, the careful default', async ({ page }) => {
    await visitorWith(page, { 'cf-ipcountry': 'US' });
    await page.goto('/');
    await expect(choicesLink(page)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });
});
