import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { bannerButtons, bannerNoticeText } from '../../../src/domain/consent-notice';
import type { ConsentHistory } from '../../../src/domain/consent-record';
import { LANGUAGE_COOKIE } from '../../../src/domain/language-choice';
import { SHIPPED_LANGUAGES } from '../../../src/i18n/catalogs';
import { messages as ar } from '../../../src/i18n/messages/ar';
import { messages as de } from '../../../src/i18n/messages/de';
import { messages as en } from '../../../src/i18n/messages/en';
import { messages as fr } from '../../../src/i18n/messages/fr';
import { staticPageFile } from '../../../server/pages/static-page-file';
import { e2eBuild } from '../../support/build-snapshot';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';

// Issue 24. Opt-in mode (all three banner buttons) on the in-memory vendors, with the server's consent ledger.
test.use({ shellEnv: CONFIGS.optinMemory });

const GERMAN_BROWSER = 'de-AT,de;q=0.9';
const bannerIn = (page: Page, title: string) => page.getByRole('region', { name: title });
/** Resolves once the app has taken the page over (the composition root exposes the in-memory adapters after its first render). */
const appRunning = (page: Page) => page.waitForFunction(() => window.shellkitMemoryAdapters !== undefined);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

// Chromium asks for its locale and that locale's base language: de-AT sends Accept-Language "de-AT,de;q=0.9".
test.describe('a German browser (de-AT)', () => {
  test.use({ locale: 'de-AT' });

  test(`${GERMAN_BROWSER}: the banner and the privacy page are German from the first byte, with lang="de"`, async ({ page }) => {
    const raw = await page.request.get('/privacy', { headers: { 'Accept-Language': GERMAN_BROWSER } });
    const html = await raw.text();
    expect(html).toMatch(/<html lang="de" dir="ltr">/);
    expect(html).toContain(`>${de.banner.title}<`);
    expect(html).toContain(`<h1>${de.privacy.pageTitle}</h1>`);
    expect(html).not.toContain(en.banner.title);
    expect(raw.headers()['content-language']).toBe('de');

    await page.goto('/privacy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: de.privacy.pageTitle })).toBeVisible();
    const banner = bannerIn(page, de.banner.title);
    await expect(banner.getByRole('button')).toHaveText([...bannerButtons(de, 'opt-in')]);
    // The app has taken the page over in German: the preferences view opens in it.
    await banner.getByRole('button', { name: de.banner.choose }).click();
    await expect(page.getByRole('region', { name: de.preferences.title })).toBeFocused();
    await expect(page.getByRole('switch', { name: de.purposes.analytics.name })).toBeVisible();
    await expect(page.getByText(en.banner.title)).toHaveCount(0);
  });

  test('the language chosen on the privacy page overrides the browser, and survives a reload', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: de.privacy.pageTitle })).toBeVisible();
    await appRunning(page);
    await page.getByRole('combobox', { name: de.language.label }).selectOption('fr');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: de.language.change }).click()]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: fr.privacy.pageTitle })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: fr.privacy.pageTitle })).toBeVisible();
    await expect(bannerIn(page, fr.banner.title)).toBeVisible();
    const cookie = (await page.context().cookies()).find(({ name }) => name === LANGUAGE_COOKIE);
    expect(cookie?.value).toBe('fr');
  });

  test('a German record says de and hashes the German notice', async ({ page }) => {
    await page.goto('/privacy');
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/consent/records'),
    );
    await bannerIn(page, de.banner.title).getByRole('button', { name: de.preferences.acceptAll }).click();
    expect((await answered).status()).toBe(201);
    const { consentId } = JSON.parse((await page.evaluate(() => window.localStorage.getItem('cookieConsent'))) ?? '{}') as {
      consentId: string;
    };
    const { records } = (await (await page.request.get(`/consent/records/${consentId}`)).json()) as ConsentHistory;
    expect(records).toHaveLength(1);
    expect(records[0]?.language).toBe('de');
    expect(records[0]?.noticeHash).toBe(sha256(bannerNoticeText(de, 'opt-in')));
  });

  test("static hosting: the build prerendered each page in each language, and a host serving it gets that language's app", async ({
    page,
  }) => {
    const client = path.join(e2eBuild(), 'client');
    for (const code of SHIPPED_LANGUAGES) {
      for (const url of ['/', '/privacy', '/404']) {
        const html = readFileSync(path.join(client, staticPageFile(url, code === 'en' ? undefined : code)), 'utf8');
        expect(html, `${code} ${url}`).toMatch(new RegExp(`<html lang="${code}" dir="(ltr|rtl)">`));
      }
    }
    // A static host answering /privacy with the German file (as its language rule would): German, and the app runs in it.
    await page.route('**/privacy', (route) =>
      route.fulfill({ path: path.join(client, staticPageFile('/privacy', 'de')), contentType: 'text/html' }),
    );
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: de.privacy.pageTitle })).toBeVisible();
    await appRunning(page);
    // The static files carry the build's own config, notice mode (SPEC): its one button.
    await bannerIn(page, de.banner.title).getByRole('button', { name: de.banner.accept }).click();
    await expect(bannerIn(page, de.banner.title)).toHaveCount(0);
    await expect(page.getByTestId('cookie-choice')).toHaveText(de.privacy.accepted);
  });
});

test.describe('a Vietnamese browser: no language the site offers', () => {
  test.use({ locale: 'vi' });

  test('a browser asking for no language the site offers gets the fallback, English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(bannerIn(page, en.banner.title).getByRole('button', { name: en.preferences.acceptAll })).toBeVisible();
  });
});

test.describe('an Arabic browser', () => {
  test.use({ locale: 'ar' });

  test('ar: a right-to-left page, the banner mirrored to the bottom left, nothing scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/privacy');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: ar.privacy.pageTitle })).toBeVisible();
    const banner = bannerIn(page, ar.banner.title);
    const box = await banner.boundingBox();
    if (!box) throw new Error('banner has no box');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x).toBeLessThanOrEqual(24);
    expect(Math.abs(box.width - 1280 * 0.3)).toBeLessThanOrEqual(1);
    expect(800 - (box.y + box.height)).toBeLessThanOrEqual(24);
    // Its text starts at its right edge, as Arabic reads.
    const title = await banner.getByRole('heading').boundingBox();
    expect(box.x + box.width - ((title?.x ?? 0) + (title?.width ?? 0))).toBeLessThanOrEqual(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});

test.describe('a French browser', () => {
  test.use({ locale: 'fr' });

  test('the preferences view leads to the language choice', async ({ page }) => {
    await page.goto('/');
    await bannerIn(page, fr.banner.title).getByRole('button', { name: fr.banner.choose }).click();
    await page
      .getByRole('region', { name: fr.preferences.title })
      .getByRole('link', { name: new RegExp(fr.language.label) })
      .click();
    await expect(page.getByRole('combobox', { name: fr.language.label })).toBeVisible();
  });
});

test.describe('caches', () => {
  test('a cached page never crosses languages: pages vary by Accept-Language and Cookie, and each gets its own', async ({ page }) => {
    const answers = await Promise.all(
      ['de', 'fr', 'de', 'ar', 'en'].map((language) => page.request.get('/', { headers: { 'Accept-Language': language } })),
    );
    for (const answer of answers) expect(answer.headers()['vary']).toMatch(/Accept-Language, Cookie/);
    const langs = await Promise.all(answers.map(async (answer) => /<html lang="([^"]+)"/.exec(await answer.text())?.[1]));
    expect(langs).toEqual(['de', 'fr', 'de', 'ar', 'en']);
    const chosen = await page.request.get('/', { headers: { 'Accept-Language': 'de', Cookie: `${LANGUAGE_COOKIE}=ar` } });
    expect(await chosen.text()).toMatch(/<html lang="ar" dir="rtl">/);
  });
});
