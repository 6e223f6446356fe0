import { banner, monthsAgo, storeDecision } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: { ...CONFIGS.memory, VITE_CONSENT_REVISION: '2026-11' } });

test.describe("re-consent does not apply in notice mode: SPEC's flag rule stands", () => {
  for (const { what, revision, decidedAt } of [
    { what: 'an old revision', revision: '2020-01', decidedAt: monthsAgo(1) },
    { what: 'three years old', revision: '2026-11', decidedAt: monthsAgo(36) },
  ]) {
    test(`a decision with ${what} keeps the banner hidden`, async ({ page }) => {
      await storeDecision(page, 'accepted', { revision, decidedAt });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: HOME.heading })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
    });
  }
});
