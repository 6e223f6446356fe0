import type { Locator, Page } from '@playwright/test';
import { bannerButtons } from '../../../src/domain/consent-notice';
import { loadCatalog, SHIPPED_LANGUAGES } from '../../../src/i18n/catalogs';
import type { Messages } from '../../../src/i18n/messages/en';
import { axeViolations } from '../../support/axe';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';

// Issue 24: every shipped language (the catalogs' own list, so a new language file is covered with no edit here),
// in opt-in mode where the banner asks, with all three buttons.
test.use({ shellEnv: CONFIGS.optinMemory });

// The shell's own words in each language: the test product adds no site texts of its own.
const catalogs = new Map(await Promise.all(SHIPPED_LANGUAGES.map(async (code) => [code, (await loadCatalog(code)).messages] as const)));

/** What makes buttons equally prominent (issue 33 §1, an equal choice): size, weight, colours. */
const prominence = (button: Locator) =>
  button.evaluate((el) => {
    const style = getComputedStyle(el);
    const { width, height } = el.getBoundingClientRect();
    return {
      width: Math.round(width),
      height: Math.round(height),
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      color: style.color,
      background: style.backgroundColor,
    };
  });

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const code of SHIPPED_LANGUAGES) {
  const messages = catalogs.get(code) as Messages;
  const { direction } = messages;
  test.describe(`${code}: the banner and the preferences view`, () => {
    // The browser asks for this language (Accept-Language), as a visitor's would.
    test.use({ locale: code });

    test('are axe-clean, in this language and direction', async ({ page }, testInfo) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('dir', direction);
      const banner = page.getByRole('region', { name: messages.banner.title });
      // The banner that asks, in this language: its body, and its buttons in their order.
      const { beforeLink, link, afterLink } = messages.banner.askingBody;
      await expect(banner.locator('p')).toHaveText(`${beforeLink}${link}${afterLink}`);
      await expect(banner.getByRole('button')).toHaveText([...bannerButtons(messages, 'opt-in')]);
      expect(await axeViolations(page)).toEqual([]);
      await testInfo.attach(`banner-${code}.png`, { body: await page.screenshot(), contentType: 'image/png' });
      await banner.getByRole('button', { name: messages.banner.choose }).click();
      const preferences = page.getByRole('region', { name: messages.preferences.title });
      await expect(preferences).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      await testInfo.attach(`preferences-${code}.png`, { body: await page.screenshot(), contentType: 'image/png' });
    });

    test('"Accept all", "Reject all" and "Choose cookies" keep equal prominence', async ({ page }) => {
      await page.goto('/');
      const buttons = page.getByRole('region', { name: messages.banner.title }).getByRole('button');
      await expect(buttons).toHaveCount(3);
      const [first, ...others] = await Promise.all((await buttons.all()).map(prominence));
      for (const other of others) expect(other).toEqual(first);
    });

    test('nothing scrolls sideways at 320 px or at 200% zoom (640 px), and every button is reachable', async ({ page }, testInfo) => {
      for (const width of [640, 320]) {
        await page.setViewportSize({ width, height: 640 });
        await page.goto('/');
        const banner = page.getByRole('region', { name: messages.banner.title });
        await expect(banner).toBeVisible();
        expect(await sidewaysScroll(page), `banner at ${width} px`).toBeLessThanOrEqual(0);
        await testInfo.attach(`banner-${code}-${width}px.png`, { body: await page.screenshot(), contentType: 'image/png' });
        await banner.getByRole('button', { name: messages.banner.choose }).click();
        const preferences = page.getByRole('region', { name: messages.preferences.title });
        await expect(preferences).toBeFocused();
        expect(await sidewaysScroll(page), `preferences at ${width} px`).toBeLessThanOrEqual(0);
        for (const name of [
          messages.preferences.save,
          messages.preferences.acceptAll,
          messages.preferences.rejectAll,
          messages.preferences.cancel,
        ]) {
          const button = preferences.getByRole('button', { name });
          // Centred, as a visitor scrolling to it would see it, not flush with an edge a fraction of a pixel away.
          await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
          await expect(button).toBeInViewport({ ratio: 1 });
        }
        await testInfo.attach(`preferences-${code}-${width}px.png`, { body: await page.screenshot(), contentType: 'image/png' });
      }
    });
  });
}
