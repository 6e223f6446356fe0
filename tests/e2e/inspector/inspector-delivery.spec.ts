import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { HOME } from '../../support/test-product';

// Issue 36: "sent" only where the shell knows it was. Plausible reports delivery (its adapter's call
// settles on Plausible's answer, here the fake network's 202); the page's own pixel is handed to `fbq`,
// which sends when and if it will.
test.use({ shellEnv: CONFIGS.plausible });

test('the inspector says "sent" once Plausible has answered, and "handed to the SDK" for a vendor that does not say', async ({ page }) => {
  await page.goto('/?shell-inspect');
  const inspector = page.getByRole('complementary', { name: 'Shell inspector' });
  await page.getByRole('button', { name: HOME.trackSample }).click();
  const calls = inspector.getByRole('list', { name: 'Port calls, newest first' }).getByRole('listitem');
  await expect(calls.filter({ hasText: 'analytics → plausible event Sample Event (sent)' })).toHaveCount(1);
  await expect(calls.filter({ hasText: 'pixel → meta-pixel event Sample Event (handed to the SDK)' })).toHaveCount(1);
  await expect(inspector).not.toContainText('plausible event Sample Event (handed to the SDK)');
});
