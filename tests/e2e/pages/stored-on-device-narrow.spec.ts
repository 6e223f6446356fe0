import type { Page } from '@playwright/test';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';

// Issue 36: at 375 px the table broke 36 ordinary words mid-word ("Ser/vic/e", "Lifeti/me"), and "Service" even at 1280 px.
test.use({ shellEnv: CONFIGS.vendors });

/** The words of the table (outside code: key names may break anywhere) that the page draws on more than one line. */
function brokenWords(page: Page): Promise<string[]> {
  return page.getByTestId('stored-on-device').evaluate((table) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('code')) continue;
      for (const word of (node.textContent ?? '').matchAll(/[^\s()]{2,}/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}

for (const { width, height } of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  for (const locale of ['en', 'de']) {
    test(`${locale} at ${width}px: the storage table breaks no word in two, and is still a table to a screen reader`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height });
      await page.goto('/privacy', { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveCount(4);
      expect(await table.getByRole('row').count()).toBeGreaterThan(5);
      await expect(table.getByRole('rowheader').first()).toBeVisible();
      await expect(table.getByRole('cell').first()).toBeVisible();
      expect(await brokenWords(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
      await page.getByTestId('stored-on-device').scrollIntoViewIfNeeded();
      await testInfo.attach(`storage-table-${locale}-${width}`, {
        body: await page.getByTestId('stored-on-device').screenshot(),
        contentType: 'image/png',
      });
    });
  }
}
