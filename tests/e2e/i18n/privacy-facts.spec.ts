import type { Page } from '@playwright/test';
import type { Messages } from '../../../src/i18n/messages/en';
import { messages as ar } from '../../../src/i18n/messages/ar';
import { messages as de } from '../../../src/i18n/messages/de';
import { messages as en } from '../../../src/i18n/messages/en';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { watchHydrationProblems } from '../../support/hydration-problems';

// Issues 24 and 23: what each vendor receives and what each stored item is for and how long it stays are facts the
// visitor's catalog phrases, so the privacy page's storage table and services list are in the visitor's language.
// The full tag set, so every vendor that declares storage or privacy facts is on the page.
test.use({ shellEnv: CONFIGS.fullTagSet });

/** What the visitor reads about each vendor and stored item: every Purpose and Lifetime cell, every service's sentence. */
async function factTexts(page: Page, messages: Messages): Promise<string[]> {
  const cells = await page
    .getByTestId('stored-on-device')
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.flatMap((row) => {
        const [, , purpose, lifetime] = [...row.children].map((cell) => cell.textContent ?? '');
        // The purpose cell ends with the consent purpose's name, "(Analytics)": the item's own words come before it.
        return [(purpose ?? '').replace(/\s*\([^()]*\)$/, ''), lifetime ?? ''];
      }),
    );
  const sentences = await page
    .getByRole('article')
    .locator(`h2:text-is("${messages.privacy.servicesHeading}") + ul > li`)
    .evaluateAll((items) => items.map((item) => (item.textContent ?? '').replace(/^[^:]*\)\s*:\s*/, '')));
  return [...cells, ...sentences];
}

/** The privacy page as the server answers a browser in `language` (its Accept-Language), once the app has taken it over. */
async function privacyPageIn(page: Page, language: string, messages: Messages) {
  await page.goto('/privacy');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1, name: messages.privacy.pageTitle })).toBeVisible();
  // Hydrated: the banner's "Choose cookies" opens the preferences view, which only the app does.
  const banner = page.getByRole('region', { name: messages.banner.title });
  await banner.getByRole('button', { name: messages.banner.choose }).click();
  await expect(page.getByRole('region', { name: messages.preferences.title })).toBeFocused();
}

/** The server's HTML as text: React's `<!-- -->` between adjacent texts removed, entities read. */
const unescapeHtml = (html: string) =>
  html
    .replaceAll('<!-- -->', '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

for (const [code, messages] of [
  ['de', de],
  ['ar', ar],
] as const) {
  test(`${code}: the storage table and the services list say no English sentence, and the server painted the same words`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await privacyPageIn(page, 'en', en);
    const english = (await factTexts(page, en)).filter((text) => /\S/.test(text));
    expect(english.length, 'the full tag set declares storage and services').toBeGreaterThan(20);

    // A browser of its own, whose locale asks for the language, as a visitor's would.
    const visitor = await browser.newContext({ locale: code, ...(baseURL ? { baseURL } : {}) });
    page = await visitor.newPage();
    const hydrationProblems = watchHydrationProblems(page);
    await privacyPageIn(page, code, messages);
    const own = await factTexts(page, messages);
    const shown = own.join('\n');
    for (const text of new Set(english)) expect(shown, `English on the ${code} page`).not.toContain(text);

    // What the page shows after hydration is what the server rendered (plural forms included): no flash of other words.
    const served = unescapeHtml(await (await page.request.get('/privacy', { headers: { 'Accept-Language': code } })).text());
    // The consent ledger's rows are added once hydrated (the prerendered page cannot tell whether there is one).
    const { roles, stays } = messages.storedItems;
    const ledgerOnly = [roles['consent-outbox'], roles['consent-receipt'], stays['until-confirmed'], stays['until-next-choice']];
    for (const text of own.filter((text) => !ledgerOnly.includes(text)))
      expect(served, `${code}: "${text}" in the server's HTML`).toContain(text);
    expect(hydrationProblems).toEqual([]);
    await visitor.close();
  });
}
