import type { Locator, Page } from '@playwright/test';
import { bannerBody, bannerButtons } from '../../../src/domain/consent-notice';
import { messages as de } from '../../../src/i18n/messages/de';
import { messages as ja } from '../../../src/i18n/messages/ja';
import { axeViolations } from '../../support/axe';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';

// Issue 33 §1 and §4: the mode follows the visitor's country (auto, behind Vercel: the EEA, UK and CH are asked
// first), the words follow the browser's language. A German visitor is asked, in German; a Japanese visitor is
// told, in SPEC's notice, in Japanese.
test.use({ shellEnv: CONFIGS.autoVercel });

const box = (button: Locator) =>
  button.evaluate((el) => {
    const { width, height } = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return { width, height, fontSize: style.fontSize, fontWeight: style.fontWeight, color: style.color, background: style.backgroundColor };
  });

/** The body's words as read, whatever the whitespace between the link and the text around it. */
const bodyText = async (page: Page, title: string) =>
  ((await page.getByRole('region', { name: title }).locator('p').textContent()) ?? '').replace(/\s+/g, ' ').trim();

test.describe('a German visitor (Germany, a German browser)', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'X-Vercel-IP-Country': 'DE' } });

  test('is asked, in German: a body that asks, "Alle akzeptieren", "Alle ablehnen", "Cookies auswählen", equal in size and met by Tab in that order, axe-clean', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const banner = page.getByRole('region', { name: de.banner.title });
    const buttons = banner.getByRole('button');
    await expect(buttons).toHaveText(['Alle akzeptieren', 'Alle ablehnen', 'Cookies auswählen']);
    expect(bannerButtons(de, 'opt-in')).toEqual(['Alle akzeptieren', 'Alle ablehnen', 'Cookies auswählen']);
    const { beforeLink, link, afterLink } = bannerBody(de, 'opt-in');
    expect(await bodyText(page, de.banner.title)).toBe(`${beforeLink}${link}${afterLink}`.replace(/\s+/g, ' ').trim());
    expect(await bodyText(page, de.banner.title)).toContain('Bis Sie sich entscheiden, ist nichts Optionales aktiv');
    expect(await bodyText(page, de.banner.title)).not.toContain('Wenn Sie fortfahren');
    await expect(banner.getByRole('button', { name: de.banner.accept })).toHaveCount(0);

    // Equal in size and weight, measured at a desktop width and on a phone.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      const [first, ...others] = await Promise.all((await buttons.all()).map(box));
      for (const other of others) {
        expect(Math.abs(other.width - (first?.width ?? 0)), `${width} px: width`).toBeLessThanOrEqual(0.5);
        expect(Math.abs(other.height - (first?.height ?? 0)), `${width} px: height`).toBeLessThanOrEqual(0.5);
        expect({ ...other, width: 0, height: 0 }).toEqual({ ...first, width: 0, height: 0 });
      }
    }

    // Tab from the body's link meets the three buttons in the order they are read.
    await banner.getByRole('link', { name: link }).focus();
    for (const name of ['Alle akzeptieren', 'Alle ablehnen', 'Cookies auswählen']) {
      await page.keyboard.press('Tab');
      await expect(banner.getByRole('button', { name, exact: true })).toBeFocused();
    }
    expect(await axeViolations(page)).toEqual([]);

    await banner.getByRole('button', { name: 'Alle ablehnen' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('cookieAccepted'))).toBe('false');
  });
});

test.describe('a Japanese visitor (Japan, a Japanese browser)', () => {
  test.use({ locale: 'ja-JP', extraHTTPHeaders: { 'X-Vercel-IP-Country': 'JP' } });

  test('is told, in SPEC\'s notice in Japanese, with "I Understand" (了解しました) alone, axe-clean', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const banner = page.getByRole('region', { name: ja.banner.title });
    await expect(banner.getByRole('button')).toHaveText(['了解しました']);
    const { beforeLink, link, afterLink } = ja.banner.body;
    expect(await bodyText(page, ja.banner.title)).toBe(`${beforeLink}${link}${afterLink}`);
    expect(await bodyText(page, ja.banner.title)).toContain('続行すると、当社によるCookieの使用に同意したことになります。');
    expect(await axeViolations(page)).toEqual([]);

    await banner.getByRole('button', { name: '了解しました' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('cookieAccepted'))).toBe('true');
  });
});
