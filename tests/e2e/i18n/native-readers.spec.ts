import type { Page, TestInfo } from '@playwright/test';
import { messages as fr } from '../../../src/i18n/messages/fr';
import { messages as ja } from '../../../src/i18n/messages/ja';
import { messages as ko } from '../../../src/i18n/messages/ko';
import { messages as zhHans } from '../../../src/i18n/messages/zh-Hans';
import type { Messages } from '../../../src/i18n/messages/en';
import { productText } from '../../../src/i18n/product-text';
import { PRODUCT } from '../../../examples/demo/src/product';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { appTookOver, storeDecision } from '../../support/shell-page';

// Issue 36, what visitors read: two analytics services side by side, so the pages have lists of names to join.
test.use({ shellEnv: CONFIGS.twoAnalytics });

const WIDTHS = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
];

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await testInfo.attach(name, { body: await page.screenshot({ fullPage }), contentType: 'image/png' });
}

/** Opens the preferences view from the privacy page's "Cookie settings", in the page's language. */
async function openPreferences(page: Page, messages: Messages) {
  await page.goto('/privacy');
  await appTookOver(page);
  await page.getByRole('main').getByRole('button', { name: messages.privacy.settingsButton }).click();
  const view = page.getByRole('region', { name: messages.preferences.title });
  await expect(view).toBeFocused();
  return view;
}

for (const { width, height } of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height } });

    for (const [code, messages] of [
      ['ja', ja],
      ['ko', ko],
      ['zh-Hans', zhHans],
    ] as const) {
      test.describe(`a ${code} browser`, () => {
        test.use({ locale: code });

        test('the preferences view keeps the services’ names apart (a conjunction list, never names run together)', async ({
          page,
        }, testInfo) => {
          const view = await openPreferences(page, messages);
          const analytics = view.getByRole('switch', { name: messages.purposes.analytics.name });
          const description = await analytics.evaluate(
            (input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
          );
          expect(description).toContain('Segment');
          expect(description).toContain('Google Analytics');
          // A unit list joins them with a bare space (ja, ko) or nothing at all (zh).
          expect(description).not.toMatch(/Segment\s*Google Analytics/);
          // Japanese and Chinese set no space between sentences; Korean does.
          if (code !== 'ko') expect(description).not.toMatch(/。 /);
          await view.scrollIntoViewIfNeeded();
          await attachScreenshot(page, testInfo, `preferences-${code}-${width}`);
        });
      });
    }

    // "Experience" sounded like a benefit to the visitor; the purpose is recording (sessions, and heatmaps).
    for (const [locale, recording] of [
      ['en', /recording/i],
      ['de', /aufzeichnung/i],
      ['fr', /enregistrement/i],
      ['ja', /記録/],
      ['ar', /تسجيل/],
    ] as const) {
      test.describe(`a ${locale} browser`, () => {
        test.use({ locale });

        test('the purpose that records sessions is named for what it does', async ({ page }, testInfo) => {
          await page.goto('/privacy');
          await appTookOver(page);
          await page.getByRole('main').locator('h2 + button').click();
          const switches = page.getByRole('switch');
          await expect(switches).toHaveCount(4);
          await expect(switches.nth(3)).toHaveAccessibleName(recording);
          await attachScreenshot(page, testInfo, `preferences-${locale}-${width}`);
        });
      });
    }

    // The choice sits under "Cookie settings", after the list of services it points at: "above", in every language.
    for (const [locale, above, below] of [
      ['en', 'the services above', 'the services below'],
      ['de', 'die oben genannten Dienste', 'unten'],
      ['ja', '上記のサービス', '以下のサービス'],
    ] as const) {
      test.describe(`a ${locale} browser, before any choice`, () => {
        test.use({ locale });

        test('the sentence about the services that run points up, at the list above it', async ({ page }, testInfo) => {
          await page.goto('/privacy');
          await appTookOver(page);
          const choice = page.getByTestId('cookie-choice');
          const list = page.getByRole('main').locator('h2 + ul').nth(1);
          await expect(list).toContainText('Segment');
          const [listBox, choiceBox] = [await list.boundingBox(), await choice.boundingBox()];
          expect((listBox?.y ?? 0) + (listBox?.height ?? 0)).toBeLessThan(choiceBox?.y ?? 0);
          await expect(choice).toContainText(above);
          await expect(choice).not.toContainText(below);
          await choice.scrollIntoViewIfNeeded();
          await attachScreenshot(page, testInfo, `privacy-choice-${locale}-${width}`);
        });
      });
    }

    // The product's texts (src/product.ts) in the page's language, as the shell's are: nav links and the meta description.
    for (const locale of ['de', 'ar', 'ja'] as const) {
      test.describe(`a ${locale} browser, the product's texts`, () => {
        test.use({ locale });

        test('the nav links and the page’s description are in the page’s language', async ({ page }, testInfo) => {
          await page.goto('/privacy');
          const nav = page.getByRole('banner').getByRole('navigation');
          await expect(nav.getByRole('link')).toHaveText(PRODUCT.nav.map(({ label }) => productText(label, locale)));
          const description = productText(PRODUCT.description, locale);
          expect(description, 'the product gives this language its own').not.toBe(productText(PRODUCT.description, 'en'));
          await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
          await attachScreenshot(page, testInfo, `header-${locale}-${width}`);
        });
      });
    }

    test.describe('an Arabic browser', () => {
      test.use({ locale: 'ar' });

      test('names of keys and code read left to right, isolated, inside the right-to-left page', async ({ page }, testInfo) => {
        await page.goto('/privacy');
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        const codes = page.getByRole('main').locator('code');
        expect(await codes.count()).toBeGreaterThan(5);
        const directions = await codes.evaluateAll((elements) =>
          elements.map((element) => {
            const style = getComputedStyle(element);
            return `${element.textContent}: ${style.direction} ${style.unicodeBidi}`;
          }),
        );
        for (const line of directions) expect(line).toMatch(/: ltr isolate$/);
        await attachScreenshot(page, testInfo, `privacy-ar-${width}`, true);
      });

      test('a partial choice reads “للتحليلات”, never “لـال…”, and each service line uses Arabic punctuation', async ({
        page,
      }, testInfo) => {
        await storeDecision(page, { analytics: true, marketing: false, experience: true });
        await page.goto('/privacy');
        await appTookOver(page);
        const choice = page.getByTestId('cookie-choice');
        await expect(choice).toContainText(`للتحليلات`);
        await expect(choice).not.toContainText('لـال');
        await expect(page.getByRole('main').getByText(/\(Segment، /)).toBeVisible();
        await expect(page.getByRole('main')).not.toContainText('(Segment, ');
        await choice.scrollIntoViewIfNeeded();
        await attachScreenshot(page, testInfo, `privacy-choice-ar-${width}`);
      });
    });

    test.describe('a French browser', () => {
      test.use({ locale: 'fr' });

      test('“Langue :” and “(Segment, mesure d’audience) :” with a no-break space before the colon', async ({ page }, testInfo) => {
        const view = await openPreferences(page, fr);
        await expect(view.getByRole('link', { name: `${fr.language.label}\u202f: Français` })).toBeVisible();
        await expect(page.getByRole('main').getByText(/\(Segment, la mesure d’audience\)\u202f:/)).toBeVisible();
        await attachScreenshot(page, testInfo, `preferences-fr-${width}`);
      });

      test('the privacy page says it naturally: no “Nous vous redemandons”, no “rien de plus d’une semaine”', async ({
        page,
        serverWith,
      }) => {
        await page.goto(`${await serverWith({ ...CONFIGS.twoAnalytics, VITE_CONSENT_MODE: 'opt-in' })}/privacy`);
        const text = await page.getByRole('main').innerText();
        expect(text).toContain('Nous vous reposerons la question');
        expect(text).not.toContain('redemandons');
        expect(text).not.toContain('rien de plus d’une semaine');
      });
    });

    test.describe('a Japanese browser', () => {
      test.use({ locale: 'ja' });

      test('the privacy page addresses the visitor as お客様 throughout, never あなた', async ({ page }, testInfo) => {
        await page.goto('/privacy');
        const text = await page.getByRole('main').innerText();
        expect(text).toContain('お客様');
        expect(text).not.toContain('あなた');
        // No Latin space after a full stop or a colon between sentences joined by the page.
        expect(text).not.toMatch(/[。：] /);
        await attachScreenshot(page, testInfo, `privacy-ja-${width}`, true);
      });
    });
  });
}

// The matcher's best fit served a Russian browser Ukrainian: a language the visitor did not ask for is the site's fallback.
test('with every language offered, a Russian browser gets the site’s default language, not Ukrainian', async ({ page }) => {
  const html = await (await page.request.get('/privacy', { headers: { 'Accept-Language': 'ru' } })).text();
  expect(html).toMatch(/<html lang="en" dir="ltr">/);
  const ukrainianToo = await (await page.request.get('/privacy', { headers: { 'Accept-Language': 'ru, uk;q=0.5' } })).text();
  expect(ukrainianToo, 'Ukrainian when the visitor asks for it too').toMatch(/<html lang="uk" dir="ltr">/);
});
