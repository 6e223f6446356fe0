import type { Page } from '@playwright/test';
import { acceptButton, appTookOver, holdTheApp, preferences, storedConsent } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';

// The page is painted from its HTML, a first visit's, and the app then takes it over and shows what only this
// browser knows (the visitor's choice, its consent record). A visitor may already be reaching for a button
// then: nothing they can tap in the page may move under their finger. The worker's server keeps a consent
// ledger (every Node server does), so the privacy page lists the ledger's keys and shows the record note.
test.use({ shellEnv: CONFIGS.memory });

/** Where each thing a visitor can tap in the page's content is, in the document (scrolling aside), by its role and words. */
function tappablePositions(page: Page): Promise<Record<string, { x: number; y: number }>> {
  return page.evaluate(() => {
    const positions: Record<string, { x: number; y: number }> = {};
    for (const element of document.querySelectorAll('main :is(a[href], button, select, input:not([type="hidden"]))')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      let key = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 60)}"`;
      for (let n = 2; key in positions; n += 1) key = `${key} #${n}`;
      positions[key] = { x: Math.round(box.left + window.scrollX), y: Math.round(box.top + window.scrollY) };
    }
    return positions;
  });
}

/** A returning visitor, who accepted on an earlier page, opens the privacy page: painted from its HTML, the app held back until `release`. */
async function privacyPageBeforeTheApp(page: Page): Promise<() => void> {
  await page.goto('/');
  await acceptButton(page).click();
  await expect.poll(() => storedConsent(page)).toBe('true');
  const release = await holdTheApp(page);
  await page.goto('/privacy', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => document.fonts.ready);
  return release;
}

/** The privacy page as the app has made it for this visitor: their choice in words and its consent record. */
async function takenOverWithTheDecision(page: Page): Promise<void> {
  await appTookOver(page);
  await expect(page.getByTestId('cookie-choice')).toHaveText('You have accepted cookies.');
  await expect(page.getByTestId('consent-record')).toBeVisible();
}

test.describe('the app taking over the painted page moves nothing a visitor can tap', () => {
  test("a returning visitor's privacy page: every link and button stays where it was painted", async ({ page }) => {
    const release = await privacyPageBeforeTheApp(page);
    const painted = await tappablePositions(page);
    expect(Object.keys(painted)).toContain('button "Cookie settings"');

    release();
    await takenOverWithTheDecision(page);
    const now = await tappablePositions(page);
    // What the app adds (the record's link) may come in below; what was painted stays put.
    const stillThere = Object.fromEntries(Object.keys(painted).map((key) => [key, now[key]]));
    expect(stillThere).toEqual(painted);
  });

  test('scrolled down to "Cookie settings" before the app came: the page stays there, and a tap where it was painted opens the settings', async ({
    page,
  }) => {
    const release = await privacyPageBeforeTheApp(page);
    const button = page.getByRole('button', { name: 'Cookie settings' });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    if (!box) throw new Error('"Cookie settings" is not painted');
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(0);

    release();
    await takenOverWithTheDecision(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(preferences(page)).toBeVisible();
  });
});
