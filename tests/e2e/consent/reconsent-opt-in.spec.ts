import {
  acceptAllButton,
  banner,
  rejectAllButton,
  settled,
  monthsAgo,
  storeDecision,
  watchConsentGovernedRequests,
} from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { allVendorHits, segmentMessages } from '../../support/fake-vendor-routes';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: { ...CONFIGS.optin, VITE_CONSENT_REVISION: '2026-11' } });

test.describe('re-consent in opt-in mode: a new policy revision or an old decision asks again', () => {
  test('a decision for the current revision, eleven months old, holds: no banner, the vendors run', async ({ page, vendors }) => {
    await storeDecision(page, 'accepted', { revision: '2026-11', decidedAt: monthsAgo(11) });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME.heading })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => segmentMessages(vendors, 'page').length).toBe(1);
  });

  for (const { what, revision, decidedAt } of [
    { what: 'made under the previous revision', revision: '2026-01', decidedAt: monthsAgo(0, 2) },
    { what: 'older than twelve months', revision: '2026-11', decidedAt: monthsAgo(12, 1) },
  ]) {
    test(`a decision ${what} is no decision: the banner asks again and nothing loads until the visitor answers`, async ({
      page,
      vendors,
    }) => {
      await storeDecision(page, 'accepted', { revision, decidedAt });
      const governed = watchConsentGovernedRequests(page);
      await page.goto('/');
      await expect(rejectAllButton(page)).toBeVisible();
      await page.getByRole('button', { name: HOME.trackSample }).click();
      await settled(page);
      expect(governed).toEqual([]);
      expect(allVendorHits(vendors)).toEqual([]);

      // Answering again stores the current revision, and the held event goes out.
      await acceptAllButton(page).click();
      await expect.poll(() => segmentMessages(vendors, 'track').length).toBe(1);
      const stored = await page.evaluate(
        () => JSON.parse(window.localStorage.getItem('cookieConsent') ?? '{}') as { revision?: string; decidedAt?: string },
      );
      expect(stored.revision).toBe('2026-11');
      expect(Date.now() - Date.parse(stored.decidedAt ?? '')).toBeLessThan(60_000);
    });
  }

  test("SPEC's flag alone (no revision, no date) is asked again in opt-in mode", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
    await page.goto('/');
    await expect(rejectAllButton(page)).toBeVisible();
  });
});
