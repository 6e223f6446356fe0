import { acceptAllButton, banner, rejectAllButton, settled, watchLocalRequests } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.optin });

const TUNNEL = '/monitoring?o=123&p=456&r=us';
const isReplayChunk = (url: string) => /\/assets\/sdk-replay-[^/]*\.js$/.test(url);

test.describe('opt-in mode: error monitoring and consent', () => {
  test('an error before any decision is still reported through /monitoring (legitimate interest)', async ({ page }) => {
    await page.goto('/');
    await page.waitForResponse((response) => /\/assets\/sdk-errors-/.test(response.url()));
    await expect(banner(page)).toBeVisible();
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith(TUNNEL) && (request.postData() ?? '').includes('Sample error'),
    );
    await page.getByRole('button', { name: HOME.throwError }).click();
    expect((await (await posted).response())?.status()).toBe(200);
  });

  test('session replay is not fetched before acceptance, and is fetched once the visitor accepts', async ({ page }) => {
    const local = watchLocalRequests(page);
    await page.goto('/');
    await settled(page);
    expect(local.filter(isReplayChunk)).toEqual([]);
    expect(local.some((request) => /\/assets\/sdk-errors-/.test(request))).toBe(true);

    await acceptAllButton(page).click();
    await expect.poll(() => local.filter(isReplayChunk).length).toBe(1);
  });

  test('session replay is never fetched after "Reject all"', async ({ page }) => {
    const local = watchLocalRequests(page);
    await page.goto('/');
    await rejectAllButton(page).click();
    await settled(page);
    await page.reload();
    await settled(page);
    expect(local.filter(isReplayChunk)).toEqual([]);
  });
});
