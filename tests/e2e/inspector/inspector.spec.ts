import type { Page } from '@playwright/test';
import { privacyFooterLink, settled } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.memory });

const inspector = (page: Page) => page.getByRole('complementary', { name: 'Shell inspector' });
const calls = (page: Page) => inspector(page).getByRole('list', { name: 'Port calls, newest first' }).getByRole('listitem');

test.describe('the shell inspector (issue 7)', () => {
  test('?shell-inspect opens it, listing every port call newest first with the adapter that got it', async ({ page }) => {
    await page.goto('/?shell-inspect');
    await expect(inspector(page)).toBeVisible();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await page.getByRole('button', { name: HOME.throwError }).click();
    await page.getByRole('button', { name: 'I Understand' }).click();

    await expect(calls(page).first()).toContainText('decision: accepted');
    const texts = await calls(page).allInnerTexts();
    const order = ['consent', 'errors', 'pixel', 'analytics', 'analytics'].map((port) =>
      texts.findIndex((text) => text.includes(`${port} → `)),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    const firstOf = (fragment: string) => texts.findIndex((text) => text.includes(fragment));
    expect(firstOf('decision: accepted')).toBeLessThan(firstOf('Error: Sample error'));
    expect(firstOf('Error: Sample error')).toBeLessThan(firstOf('pixel → meta-pixel event Sample Event'));
    expect(firstOf('pixel → meta-pixel event Sample Event')).toBeLessThan(firstOf('analytics → memory page view /'));
    expect(firstOf('analytics → memory page view /')).toBeLessThan(firstOf('notice mode, no decision'));

    // The payload is the event as the adapter received it, after currentPage enrichment.
    const event = calls(page).filter({ hasText: 'analytics → memory event Sample Event' });
    await event.getByText('Payload').click();
    await expect(event.locator('pre')).toContainText('"currentPage": "/"');
  });

  test('filters by port and clears', async ({ page }) => {
    await page.goto('/?shell-inspect');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await inspector(page).getByLabel('Port', { exact: true }).selectOption('pixel');
    await expect(calls(page)).toHaveCount(1);
    await expect(calls(page).first()).toContainText('pixel → meta-pixel event Sample Event');
    await inspector(page).getByRole('button', { name: 'Clear' }).click();
    await expect(calls(page)).toHaveCount(0);
    await inspector(page).getByLabel('Port', { exact: true }).selectOption('all');
    await privacyFooterLink(page).click();
    await expect(calls(page).first()).toContainText('page view /privacy');
  });

  test('opens and closes with the keyboard alone, and is absent until asked for', async ({ page }) => {
    await page.goto('/');
    await expect(inspector(page)).toHaveCount(0);
    await page.keyboard.press('Alt+Shift+KeyI');
    await expect(inspector(page)).toBeVisible();
    await inspector(page).getByRole('button', { name: 'Close inspector' }).focus();
    await page.keyboard.press('Enter');
    await expect(inspector(page)).toHaveCount(0);
    await page.keyboard.press('Alt+Shift+KeyI');
    await expect(inspector(page)).toBeVisible();
    await page.keyboard.press('Alt+Shift+KeyI');
    await expect(inspector(page)).toHaveCount(0);
  });

  test('makes no request of its own beyond fetching its code from the site', async ({ page, baseURL }) => {
    await page.goto('/');
    // Everything the page starts on its own (the composition root, adapters) has started: what follows is the inspector's.
    await settled(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.keyboard.press('Alt+Shift+KeyI');
    await expect(inspector(page)).toBeVisible();
    await inspector(page).getByLabel('Port', { exact: true }).selectOption('analytics');
    await inspector(page).getByRole('button', { name: 'Clear' }).click();
    // Its own code (and its stylesheet) from the site's /assets/, and nothing else.
    expect(requests.filter((url) => !(url.startsWith(`${baseURL}/assets/`) && /\.(js|css)$/.test(url)))).toEqual([]);
    expect(requests.length).toBeLessThanOrEqual(2);
  });
});
