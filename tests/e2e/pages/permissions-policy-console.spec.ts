import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { appTookOver } from '../../support/shell-page';

test.use({ shellEnv: CONFIGS.memory });

// Issue 36: Chromium warns on the console, on every page, about each Permissions-Policy feature it does not know.
test('a page load logs no Permissions-Policy warning in Chromium', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  for (const path of ['/', '/privacy']) {
    const response = await page.goto(path);
    expect(response?.headers()['permissions-policy'], 'the header is still sent').toMatch(/camera=\(\)/);
    await appTookOver(page);
  }
  expect(messages.filter((text) => /permissions-policy/i.test(text))).toEqual([]);
});
