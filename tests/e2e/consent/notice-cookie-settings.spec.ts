import type { Page } from '@playwright/test';
import {
  banner,
  brandLink,
  preferences,
  privacyFooterLink,
  purposeSwitch,
  recorded,
  storedConsent,
  storeDecision,
  storedPurposes,
} from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.memory });

const choice = (page: Page) => page.getByTestId('cookie-choice');

test.describe("notice mode: the privacy page's cookie settings (an opt-out)", () => {
  test('the banner stays SPEC\'s notice, with "I Understand" only, and the page says what was chosen', async ({ page }) => {
    await page.goto('/privacy');
    await expect(banner(page).getByRole('button')).toHaveText(['I Understand']);
    await expect(choice(page)).toHaveText('You have not made a choice about cookies yet; the services above run until you turn them off.');
    await banner(page).getByRole('button', { name: 'I Understand' }).click();
    await expect(choice(page)).toHaveText('You have accepted cookies.');
    expect(await storedConsent(page)).toBe('true');
  });

  test('"Cookie settings" turns advertising off: the pixel receives nothing more, the banner stays hidden, and a reload keeps it so', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await banner(page).getByRole('button', { name: 'I Understand' }).click();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(preferences(page)).toBeFocused();
    // Notice mode: everything runs until turned off, so the switches start on.
    for (const name of ['Analytics', 'Advertising', 'Session recording'] as const) await expect(purposeSwitch(page, name)).toBeChecked();
    await purposeSwitch(page, 'Advertising').uncheck();
    await preferences(page).getByRole('button', { name: 'Save' }).click();
    await expect(preferences(page)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    await expect(choice(page)).toHaveText(
      'You have accepted cookies for analytics and session recording, and declined them for advertising.',
    );
    expect(await storedConsent(page)).toBe('true');
    expect((await storedPurposes(page))?.purposes).toEqual({ analytics: true, marketing: false, experience: true });

    await page.reload();
    await brandLink(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(async () => (await recorded(page)).events.map((event) => event.name)).toEqual(['Sample Event']);
    expect((await recorded(page)).pixelEvents).toEqual([]);
    await expect(banner(page)).toHaveCount(0);
  });

  test('a stored "false" (every purpose refused, in opt-in mode elsewhere) hides the notice and keeps every vendor off', async ({
    page,
  }) => {
    await storeDecision(page, 'declined');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME.heading })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await privacyFooterLink(page).click();
    await expect(choice(page)).toHaveText('You have declined cookies.');
    const seen = await recorded(page);
    expect([seen.pageViews, seen.events, seen.pixelEvents]).toEqual([[], [], []]);
  });
});
