import type { Route } from '@playwright/test';
import { banner, privacyFooterLink, storedConsent } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';

// Issue 22, defects 2 and 3: when the app does not come, the page's boot script stands down. The page works as plain
// HTML (its links are the browser's, at once), and "I Understand" tapped meanwhile is stored by the boot script itself.
test.use({ shellEnv: CONFIGS.memory });

const APP_ENTRY = /\/assets\/index-[^/]+\.js$/;
/** Less than a held link's 5 s patience: a link that works as plain HTML is followed well within it. */
const AT_ONCE = { timeout: 3000 };

const FAILURES: readonly { readonly name: string; readonly answer: (route: Route) => Promise<void> }[] = [
  { name: 'answered with 404', answer: (route) => route.fulfill({ status: 404, body: 'gone' }) },
  { name: 'failing with a network error', answer: (route) => route.abort() },
];

for (const { name, answer } of FAILURES) {
  test(`the app's entry script ${name}: "I Understand" is stored without the app, and links work as plain HTML`, async ({
    page,
    baseURL,
  }) => {
    await page.route(APP_ENTRY, answer);
    await page.goto(`${baseURL ?? ''}/`, { waitUntil: 'domcontentloaded' });

    await banner(page).getByRole('button', { name: 'I Understand' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => storedConsent(page)).toBe('true');

    await privacyFooterLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible(AT_ONCE);
    // The decision holds on the next page too, still without the app.
    await expect(banner(page)).toBeHidden();
  });
}

test('a decision tapped before the app, then a link followed after its patience ran out: the decision is stored, not dropped', async ({
  page,
  baseURL,
}) => {
  // The entry never answers: the app neither comes nor fails.
  await page.route(APP_ENTRY, () => undefined);
  await page.goto(`${baseURL ?? ''}/`, { waitUntil: 'domcontentloaded' });
  await banner(page).getByRole('button', { name: 'I Understand' }).click();
  await expect(banner(page)).toBeHidden();
  await privacyFooterLink(page).click();

  // Followed by the browser once the link has waited 5 s for the app.
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible({ timeout: 15_000 });
  expect(await storedConsent(page)).toBe('true');
  await expect(banner(page)).toBeHidden();
});
